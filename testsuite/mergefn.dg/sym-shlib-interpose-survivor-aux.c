/* Preloaded into sym-shlib-interpose-survivor.c: interposes lib_a.  */

int
lib_a (int x)
{
  return -x;
}
