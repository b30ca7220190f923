// Shared by tmpl-same-repr*.C: instantiations of function templates over
// types with one representation, whose bodies are equal including alias
// sets (no memory is read or written through T).  Not noinline (a
// noinline function is never made a wrapper): the tests compile with
// -fno-inline, which keeps main's calls out of line as the attribute did
// (main calls nothing else).

enum E : int { E0, E1, E2 };

// By value: int and E are the same integer to the comparator.  Called
// only, so the larger name's callers are redirected and its body dropped.
template <typename T>
T
scale (T x)
{
  return (T) ((x * 37 + 11) ^ (x >> 2));
}

// Pointer arithmetic and comparisons over int * and float *: both
// elements are 4 bytes and the pointees are never accessed.
template <typename T>
T *
mid (T *a, T *b)
{
  return a + (b - a) / 2;
}

template <typename T>
bool
before (T *a, T *b)
{
  return a < b;
}

// Addresses taken and compared: each keeps its own symbol, the larger
// name a wrapper calling the smaller one.
template <typename T>
T
twice (T x)
{
  return (T) ((x * 41 + 5) ^ (x >> 3));
}

int (*volatile twice_int) (int);
E (*volatile twice_e) (E);
volatile int in = 9;

int
main ()
{
  int x = in;
  // The int instantiations first: the survivor does not depend on order.
  if (scale (x) != ((x * 37 + 11) ^ (x >> 2))
      || scale (E (x)) != E ((x * 37 + 11) ^ (x >> 2)))
    __builtin_abort ();

  int ia[8];
  float fa[8];
  if (mid (ia, ia + 8) != ia + 4 || mid (fa + 2, fa + 8) != fa + 5)
    __builtin_abort ();
  if (!before (ia, ia + x) || before (ia + x, ia)
      || !before (fa + 1, fa + 2) || before (fa + 2, fa + 2))
    __builtin_abort ();

  twice_int = twice<int>;
  twice_e = twice<E>;
  if (twice_int (x) != ((x * 41 + 5) ^ (x >> 3))
      || twice_e (E (x + 1)) != E (((x + 1) * 41 + 5) ^ ((x + 1) >> 3)))
    __builtin_abort ();
  if ((void *) twice_int == (void *) twice_e)
    __builtin_abort ();
  return 0;
}
