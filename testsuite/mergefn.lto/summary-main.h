/* The program of summary-both.c and summary-link.c (with summary-aux.c):
   one pair of twins across the units (pair_a here, pair_b there), one pair
   of twin tables (ptab_a, ptab_b), and functions and tables that have no
   twin (u1 ... u8, utab_*), all reachable, none inlined.  */

#define NOINLINE __attribute__ ((noinline))

NOINLINE int
pair_a (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] * p[i] - i;
  return s;
}

const int ptab_a[6] = { 10, 20, 30, 40, 50, 60 };
const int utab_1[6] = { 1, 2, 3, 4, 5, 6 };

NOINLINE int u1 (int x) { return x * 3 + utab_1[x % 6]; }
NOINLINE int u2 (int x, int y) { return x / (y | 1) - y; }
NOINLINE long u3 (long x) { return x < 0 ? -x : x * x; }
NOINLINE int
u4 (const int *p, int n)
{
  int m = p[0];
  for (int i = 1; i < n; i++)
    if (p[i] > m)
      m = p[i];
  return m;
}

extern int pair_b (const int *, int);
extern int ptab_b_at (int);
extern int u5 (int);
extern unsigned u6 (unsigned, unsigned);
extern int u7 (const int *, int);
extern double u8 (double);

volatile int vi = 3;

int
main (void)
{
  int v[5] = { 4, -2, 9, 1, 3 };
  int i = vi;
  if (pair_a (v, 5) != 101 || pair_b (v, 5) != 101)
    __builtin_abort ();
  if (ptab_a[i] != 40 || ptab_b_at (i) != 40)
    __builtin_abort ();
  if (u1 (i) != 13 || u2 (9, i) != 0 || u3 (-i) != 3 || u4 (v, 5) != 9)
    __builtin_abort ();
  if (u5 (i) != 9 || u6 (i, 5) != 15 || u7 (v, 5) != 5 || u8 (i) != 4.5)
    __builtin_abort ();
  return 0;
}
