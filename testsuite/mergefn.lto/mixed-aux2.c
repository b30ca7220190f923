/* Helper of mixed.c, compiled without -flto and without the plugin: a
   twin of the LTO functions, and calls into the LTO units.  */
#define NOINLINE __attribute__ ((noinline))

extern int lto_a (int, int);
extern int lto_b (int, int);
extern int lto_d (int, int);

NOINLINE int
plain_twin (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = x * 17 - (x >> 3) + i;
  return x;
}

NOINLINE int
plain_calls_lto_b (int x, int n)
{
  return lto_b (x, n) + 1;
}

NOINLINE int
plain_calls_lto_a (int x, int n)
{
  return lto_a (x, n) + 2;
}

NOINLINE int
plain_calls_lto_d (int x, int n)
{
  return lto_d (x, n) + 3;
}
