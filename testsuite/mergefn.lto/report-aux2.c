/* Helper of report.c: rep_c (another twin of rep_a, its address taken),
   tab_y (the twin of tab_x) and a static "sq" like report.c's.  */
#define NOINLINE __attribute__ ((noinline))

int
rep_c (int x)
{
  int s = x;
  for (int i = 0; i < 9; i++)
    s = s * 5 - (s >> 2) + i;
  return s;
}

int (*volatile p_rep_c) (int) = rep_c;

const int tab_y[8] = { 3, 1, 4, 4, 1, 5, 9, 2 };

NOINLINE int
at_y (int i)
{
  return tab_y[i & 7] * 1;
}

static NOINLINE int
sq (int x, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += (x + i) * (x - i);
  return s;
}

NOINLINE int
use_sq_c (int x)
{
  return sq (x, 4) + 1;
}
