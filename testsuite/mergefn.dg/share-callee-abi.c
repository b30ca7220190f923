/* Across units, a shared body's name covers what its callers learn from
   this unit's copy: the registers it changes (-fipa-ra) and the stack
   alignment it needs (plugin/share-abi.c).  through_ext calls ext_step,
   which the other unit defines (so its copy there is known to change few
   registers, and aux_mix keeps values in the others across the calls)
   and this unit does not (its copy may change every call-clobbered
   register).  The two copies must not share one name: the linker keeps
   the first object's copy, this unit's, and aux_mix would lose its
   values (it did, with a name that left this out).  no_calls is the same
   in both and shares one name.  The script checks the names (report and
   objects); the run checks both units' callers.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-inline -fplugin-arg-mergefn-across-units -fplugin-arg-mergefn-report=%report%" } */
/* { dg-additional-sources "share-callee-abi-aux.c" } */

#include "share-callee-abi.h"

extern int ext_calls;

extern int aux_mix (int, int, int, int);

static int
mix (int a, int b, int c, int d)
{
  int s = through_ext (a, b);
  s += no_calls (c, d) * a;
  s ^= through_ext (c, d) + b;
  return s + no_calls (a + b, c + d) + c * d;
}

int (*volatile check_mix) (int, int, int, int) = mix;
int (*volatile check_aux) (int, int, int, int) = aux_mix;

static int
expected (int a, int b, int c, int d)
{
  int s = (a + 1) * b + a;
  s += (c * 7 - (d >> 2)) * a;
  s ^= ((c + 1) * d + c) + b;
  return s + ((a + b) * 7 - ((c + d) >> 2)) + c * d;
}

int
main (void)
{
  for (int i = 0; i < 20; i++)
    {
      int a = i * 3 - 7, b = i ^ 5, c = 11 - i, d = i * i;
      if (check_mix (a, b, c, d) != expected (a, b, c, d))
	__builtin_abort ();
      if (check_aux (a, b, c, d) != expected (a, b, c, d))
	__builtin_abort ();
    }
  if (ext_calls != 20 * 4)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^share through_ext __mf_" } } */
/* { dg-final { scan-mergefn-dump "^share no_calls __mf_" } } */
/* { dg-final { mergefn-script "share-callee-abi.sh" } } */
