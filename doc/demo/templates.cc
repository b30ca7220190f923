/* mergefn demo, C++: template code instantiated for types of one layout.
   Each instantiation lives in a comdat group of its own, and GCC's
   -fipa-icf never merges across comdat groups; mergefn does.  */
#include <cstdio>

struct meters { int v; };
struct seconds { int v; };
struct grams { int v; };

template <class T>
int total (const T *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i].v * (i + 1);
  return s;
}

template <class T>
const T *largest (const T *p, int n)
{
  const T *m = p;
  for (int i = 1; i < n; i++)
    if (p[i].v > m->v)
      m = &p[i];
  return m;
}

int
main ()
{
  meters d[] = { { 3 }, { 9 }, { 4 } };
  seconds t[] = { { 7 }, { 2 }, { 8 } };
  grams g[] = { { 5 }, { 1 }, { 6 } };
  std::printf ("%d %d %d %d %d %d\n", total (d, 3), total (t, 3), total (g, 3),
	       largest (d, 3)->v, largest (t, 3)->v, largest (g, 3)->v);
  return 0;
}
