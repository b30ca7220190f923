/* Helper of weak-override.c, compiled without -flto: the strong wa, and
   the callee of the twins (opaque to every LTO unit, so that no unit
   can find its callers const and their flags stay equal).  */
int
wa (int x)
{
  return -2 * x;
}

int
scale (int i)
{
  return i * 3;
}
