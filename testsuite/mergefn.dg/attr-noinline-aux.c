/* Helper of attr-noinline.c: calls of r2 (whose own symbol must stay
   although attr-noinline.c's calls of it were redirected) and of a1 and
   a2 (only called from here) from another unit.  */
#include "attr-noinline.h"

int
aux_calls (int x)
{
  return r2 (x) + a1 (x) + a2 (x + 1);
}
