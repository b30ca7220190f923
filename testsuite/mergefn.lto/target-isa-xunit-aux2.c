/* Helper of target-isa-xunit.c, compiled with -marm: isa_b.  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE int
isa_b (int x, int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    s += x * i + (s >> 3);
  return s;
}
