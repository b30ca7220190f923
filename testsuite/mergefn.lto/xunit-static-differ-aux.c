/* Helper of xunit-static-differ.c: "scale" with another body, and the
   test's "scale" under another name.  */
#define NOINLINE __attribute__ ((noinline))

static NOINLINE int
scale (int x, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += x * 5 + i;
  return s;
}

NOINLINE int
triple (int x, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += x * 3 + i;
  return s;
}

NOINLINE int
run_b (int x, int n)
{
  return scale (x, n) - n;
}
