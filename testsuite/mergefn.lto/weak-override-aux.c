/* Helper of weak-override.c (an LTO unit): the strong w_first and s_tri,
   the twin of the weak w_lone.  */
#define NOINLINE __attribute__ ((noinline))

extern int scale (int);

int
w_first (int x)
{
  return -x;
}

NOINLINE int
s_tri (int x)
{
  int s = 7;
  for (int i = 0; i < x; i++)
    s = s * 3 - scale (i);
  return s;
}

NOINLINE int
other_calls_w_first (int x)
{
  return w_first (x) + 4;
}
