/* Shared library of sym-shlib-hidden.c (-fPIC, the plugin).  */

#define HIDDEN __attribute__ ((visibility ("hidden")))

HIDDEN int
hid_a (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (i * i) % 7 + x;
  return s;
}

HIDDEN int
hid_b (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (i * i) % 7 + x;
  return s;
}

static int
hid_static (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (i * i) % 7 + x;
  return s;
}

int
hid_call (int x)
{
  return hid_a (x) + 2 * hid_b (x + 1) + 3 * hid_static (x + 2);
}

void *
hid_addr_a (void)
{
  return (void *) hid_a;
}

void *
hid_addr_b (void)
{
  return (void *) hid_b;
}

int
hid_call_ptr (void *p, int x)
{
  return ((int (*) (int)) p) (x);
}
