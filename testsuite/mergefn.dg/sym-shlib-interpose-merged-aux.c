/* Preloaded into sym-shlib-interpose-merged.c: interposes lib_b.  */

int
lib_b (int x)
{
  return -2 * x;
}
