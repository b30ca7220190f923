/* Helper of xunit-public.c: the second unit.  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE int
mix_b (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 31 + (p[i] ^ 0x55);
  return s;
}

NOINLINE int
mix_other_b (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 31 + (p[i] ^ 0x57);
  return s;
}

NOINLINE int
use_b (const int *p, int n)
{
  return mix_b (p, n) + mix_b (p + 1, n - 1);
}
