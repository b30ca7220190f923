/* Helper unit of multi-file-basic.c.  */

int __attribute__ ((noinline))
aux_one (int x)
{
  return x - 1;
}

int __attribute__ ((noinline))
aux_two (int x)
{
  return x - 1;
}

static int __attribute__ ((noinline))
h1 (int x)
{
  return x * x - 2;
}

static int __attribute__ ((noinline))
h2 (int x)
{
  return x * x - 2;
}

int
aux_sum (int x)
{
  return h1 (x) + h2 (x);
}
