/* Helper of sym-weak-override.c (compiled without the plugin) and
   sym-weak-override-plugin.c (with it): strong definitions that
   override weak ones there, and the callee they share.  */

int
scale (int i)
{
  return i * 3;
}

#ifndef OVERRIDE_WB
int
w_first (int x)
{
  return -x;
}

int
wa (int x)
{
  return -2 * x;
}
#else
int
wb (int x)
{
  return -3 * x;
}

/* An equal pair for the plugin to merge in this unit too.  */
int
aux_one (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s ^= i * 7 + x;
  return s;
}

int
aux_two (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s ^= i * 7 + x;
  return s;
}
#endif
