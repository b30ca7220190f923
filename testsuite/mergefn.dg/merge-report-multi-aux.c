/* Helper unit of merge-report-multi.c: a class of three.  */

static int __attribute__ ((noinline))
aux_a (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * 7;
  return s;
}

static int __attribute__ ((noinline))
aux_b (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * 7;
  return s;
}

static int __attribute__ ((noinline))
aux_c (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * 7;
  return s;
}

int
aux_total (int x)
{
  return aux_a (x) + aux_b (x) + aux_c (x) - aux_a (x) + 3 * x;
}
