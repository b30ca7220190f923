/* Second unit of share-callee-abi.c: it defines ext_step, so its copy of
   through_ext is known to change few registers, and aux_mix keeps values
   in the others across the calls.  */
#include "share-callee-abi.h"

/* Not pure: the callers' code is the same in both units; only the
   registers it changes are known here.  */
int ext_calls;

int
ext_step (int x)
{
  ext_calls++;
  return x + 1;
}

int
aux_mix (int a, int b, int c, int d)
{
  int s = through_ext (a, b);
  s += no_calls (c, d) * a;
  s ^= through_ext (c, d) + b;
  return s + no_calls (a + b, c + d) + c * d;
}
