/* Helper of merge-class-mixed.c: a callee the compiler cannot see.  */

int
ext_step (int i)
{
  return i * 3 + 1;
}
