/* Helper of sym-weak-static.c, compiled without the plugin: the callee,
   and the strong definition that overrides the weak one there.  */

int
tick (int i)
{
  return i + 9;
}

int
overridden (int x)
{
  return 1000 * x;
}
