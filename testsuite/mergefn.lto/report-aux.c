/* Helper of report.c: rep_b (the twin of rep_a) and the table tab_x.  */
#define NOINLINE __attribute__ ((noinline))

int
rep_b (int x)
{
  int s = x;
  for (int i = 0; i < 9; i++)
    s = s * 5 - (s >> 2) + i;
  return s;
}

const int tab_x[8] = { 3, 1, 4, 4, 1, 5, 9, 2 };

NOINLINE int
at_x (int i)
{
  return tab_x[i & 7];
}
