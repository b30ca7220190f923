/* The other unit of plugin-prefilter.c.  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE int
leaf_b (int x)
{
  return x * 7 + 1;
}

NOINLINE int
mid_b (int x)
{
  return leaf_b (x) ^ 0x55;
}
