/* Helper for cmp-callee.c: two external functions, defined in another
   unit so that the test's unit cannot see their bodies.  */

int
ext1 (int x)
{
  return x + 100;
}

int
ext2 (int x)
{
  return x + 200;
}
