/* Rule: a global register variable accessed directly stays a constant (it
   has no address to pass): reg_a/reg_b stay apart with the reason in the
   dump; the control ok_a/ok_b, the same body on plain variables, shares
   one.  Callee-saved registers, which the C library preserves.  -Os:
   parameterised merging is on.  */
/* { dg-do run { target x86_64-*-* aarch64*-*-* } } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

#if defined (__x86_64__)
register long reg_x __asm__ ("r12");
register long reg_y __asm__ ("r13");
#elif defined (__aarch64__)
register long reg_x __asm__ ("x19");
register long reg_y __asm__ ("x20");
#endif

#include "params-global-body.h"

long ok_x, ok_y;
FN (ok_a, ok_x)
FN (ok_b, ok_y)
FN (reg_a, reg_x)
FN (reg_b, reg_y)

static int
ref (long *v, const int *p, int n)
BODY (*v)

int
main (void)
{
  static const int p[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
  int (*f[4]) (const int *, int) = { ok_a, ok_b, reg_a, reg_b };
  long state[4] = { 0 };
  reg_x = 0;
  reg_y = 0;
  for (int round = 0; round < 2; round++)
    for (int k = 0; k < 4; k++)
      if (f[k] (p, 5 + k + round) != ref (&state[k], p, 5 + k + round))
	__builtin_abort ();
  if (ok_x != state[0] || ok_y != state[1] || reg_x != state[2]
      || reg_y != state[3])
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "ok_b" "ok_a" "1" } } */
/* { dg-final { mergefn-apart "reg_b" "reg_a" "^params: variable accessed \\(register variable: stays a constant\\)$" } } */
/* { dg-final { mergefn-not-merged "reg_a" } } */
/* { dg-final { mergefn-not-merged "reg_b" } } */
