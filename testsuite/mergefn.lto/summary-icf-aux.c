/* Helper of summary-icf.c, compiled without the plugin (no compile-time
   summary): the twins pair_b, tb, at_b.  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE int
pair_b (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 7 + p[i] - 2 * i;
  return s;
}

const int tb[6] = { 9, 7, 5, 3, 1, -1 };

NOINLINE int
at_b (int i)
{
  return tb[i] * 3;
}
