/* Helper unit of multi-file-basic.c.  */

int
aux_one (int x)
{
  /* Big enough that a wrapper (a tail call) is smaller.  */
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (i ^ x) * 3 + (s >> 2);
  return s - 1;
}

int
aux_two (int x)
{
  /* Big enough that a wrapper (a tail call) is smaller.  */
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (i ^ x) * 3 + (s >> 2);
  return s - 1;
}

static int
h1 (int x)
{
  return x * x - 2;
}

static int
h2 (int x)
{
  return x * x - 2;
}

int
aux_sum (int x)
{
  return h1 (x) + h2 (x);
}
