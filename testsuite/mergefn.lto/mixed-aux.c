/* Helper of mixed.c (an LTO unit): lto_b and lto_d, the twins of lto_a
   and lto_c.  */
#define NOINLINE __attribute__ ((noinline))

/* Not noinline, as lto_a: a noinline function is never made a wrapper.  */
int
lto_b (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = x * 17 - (x >> 3) + i;
  return x;
}

NOINLINE int
lto_d (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x + 0x1234) * 0x2345 ^ i;
  return x;
}
