/* Helper of sym-weak-strong.c: a callee the compiler cannot see.  */

int
step (int i)
{
  return i + 4;
}
