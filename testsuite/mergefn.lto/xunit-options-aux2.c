/* Helper of xunit-options.c, compiled with -fwrapv: wrap_b.  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE int
wrap_b (int x, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += x * i + (s >> 3);
  return s;
}
