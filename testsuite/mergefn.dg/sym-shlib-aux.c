/* Shared library of sym-shlib-interpose-survivor.c and
   sym-shlib-interpose-merged.c (built with -fPIC and the plugin): two
   equal public functions, which may each be interposed, and functions
   of the library that call them.  */

int
lib_a (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 5 + (i ^ 3);
  return s;
}

int
lib_b (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 5 + (i ^ 3);
  return s;
}

/* Calls from inside the library must reach an interposing definition
   too (semantic interposition).  */
int
lib_call_a (int x)
{
  return lib_a (x) + 1000;
}

int
lib_call_b (int x)
{
  return lib_b (x) + 2000;
}

void *
lib_addr_a (void)
{
  return (void *) lib_a;
}

void *
lib_addr_b (void)
{
  return (void *) lib_b;
}
