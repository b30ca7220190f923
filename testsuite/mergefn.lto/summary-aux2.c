/* Helper of summary-both.c and summary-link.c: a unit in which no function
   or table has a twin.  */
#define NOINLINE __attribute__ ((noinline))

const short utab_3[4] = { 3, 1, 4, 1 };

NOINLINE int u5 (int x) { return utab_3[x & 3] + x * 2 + 2; }
NOINLINE unsigned u6 (unsigned x, unsigned y) { return x * y; }
NOINLINE int
u7 (const int *p, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += p[i] > 0;
  return c + (n > 4);
}
NOINLINE double u8 (double x) { return x * 1.5; }
