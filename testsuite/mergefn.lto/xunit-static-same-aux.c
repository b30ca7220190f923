/* Helper of xunit-static-same.c: a static function with the same name and
   body as the test's.  */
#define NOINLINE __attribute__ ((noinline))

static NOINLINE unsigned
scale (unsigned x, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    x = x * 2654435761u + i;
  return x;
}

NOINLINE unsigned
run_b (unsigned x, unsigned n)
{
  return scale (x, n) ^ scale (x + 1, n);
}
