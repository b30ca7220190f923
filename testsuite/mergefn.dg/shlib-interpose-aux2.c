/* Preloaded into shlib-interpose.c: interposes lib_f.  */

int
lib_f (int x)
{
  return x + 1000;
}
