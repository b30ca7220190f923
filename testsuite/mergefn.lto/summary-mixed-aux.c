/* Helper of summary-mixed.c, compiled with the plugin (a compile-time
   summary): the twins pair_b, tb, at_b, and lone_b without a twin.  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE int
pair_b (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 3 + p[i] - i;
  return s;
}

NOINLINE int
lone_b (int x, int y)
{
  return x * y - 3;
}

const int tb[6] = { 6, 5, 4, 3, 2, 1 };

NOINLINE int
at_b (int i)
{
  return tb[i];
}
