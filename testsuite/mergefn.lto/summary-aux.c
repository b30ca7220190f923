/* Helper of summary-both.c and summary-link.c: pair_b and ptab_b, the
   twins of summary-main.h's pair_a and ptab_a.  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE int
pair_b (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] * p[i] - i;
  return s;
}

const int ptab_b[6] = { 10, 20, 30, 40, 50, 60 };

NOINLINE int ptab_b_at (int i) { return ptab_b[i]; }
