/* Helper of mixed.c, compiled without -flto, with the plugin: a pair of
   twins that merge inside this unit, one becoming a wrapper (neither is
   noinline, which is never made a wrapper; mixed.c calls them).  */

int
na_a (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x ^ (x << 5)) + 12345 - i;
  return x;
}

int
na_b (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x ^ (x << 5)) + 12345 - i;
  return x;
}
