/* Preloaded into sym-shlib-static-public.c: interposes pub_one.  */

int
pub_one (int x)
{
  return -x;
}
