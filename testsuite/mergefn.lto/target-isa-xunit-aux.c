/* Helper of target-isa-xunit.c, compiled with the test's flags: plain_b.  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE int
plain_b (int x, int n)
{
  unsigned s = 1;
  for (int i = 0; i < n; i++)
    s = s * x - (s >> 3);
  return s;
}
