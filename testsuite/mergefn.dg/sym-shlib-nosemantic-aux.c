/* Shared library of sym-shlib-nosemantic.c, built with -fPIC
   -fno-semantic-interposition -fexceptions.  */

/* Weak: its body may be replaced, so no flags are known from it.  */
int __attribute__ ((weak))
ns_step (int i)
{
  return i;
}

int
ns_a (int x)
{
  unsigned h = 5381;
  for (int i = 0; i < x; i++)
    h = h * 33 ^ (unsigned) ns_step (i);
  return (int) (h & 0xffff);
}

int
ns_b (int x)
{
  unsigned h = 5381;
  for (int i = 0; i < x; i++)
    h = h * 33 ^ (unsigned) ns_step (i);
  return (int) (h & 0xffff);
}

static int
ns_static (int x)
{
  unsigned h = 5381;
  for (int i = 0; i < x; i++)
    h = h * 33 ^ (unsigned) ns_step (i);
  return (int) (h & 0xffff);
}

int
ns_calls (int x)
{
  return ns_a (x) + 2 * ns_b (x + 1) + 3 * ns_static (x + 2);
}

void *
ns_addr_a (void)
{
  return (void *) ns_a;
}

void *
ns_addr_b (void)
{
  return (void *) ns_b;
}
