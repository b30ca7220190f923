/* Shared library of shlib-interpose.c.  */

int
lib_f (int x)
{
  return x * 7 + 1;
}

int
lib_g (int x)
{
  return x * 7 + 1;
}
