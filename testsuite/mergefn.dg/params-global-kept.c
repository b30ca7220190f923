/* Rule: a variable accessed directly stays a constant, and functions that
   differ in it stay apart with the reason in the dump, when the shared
   body could not be given its address and access through it as the
   original does: thread-local (tls_a/tls_b), volatile (vol_a/vol_b),
   weak (weak_a/weak_b), in a section of its own (sec_a/sec_b), a
   function's own static (stat_a/stat_b), and any variable in code placed
   in a section of its own (insec_a/insec_b).  The control (ok_a/ok_b),
   the same body on plain variables, shares one.  -Os: parameterised
   merging is on.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

#include "params-global-body.h"

int ok_x, ok_y;
FN (ok_a, ok_x)
FN (ok_b, ok_y)

__thread int tls_x, tls_y;
FN (tls_a, tls_x)
FN (tls_b, tls_y)

volatile int vol_x, vol_y;
FN (vol_a, vol_x)
FN (vol_b, vol_y)

__attribute__ ((weak)) int weak_x, weak_y;
FN (weak_a, weak_x)
FN (weak_b, weak_y)

__attribute__ ((section ("mf_data"))) int sec_x, sec_y;
FN (sec_a, sec_x)
FN (sec_b, sec_y)

#define STAT(NAME) int NAME (const int *p, int n) \
  { static int st; BODY (st) }
STAT (stat_a)
STAT (stat_b)

int insec_x, insec_y;
#define INSEC(NAME, V) __attribute__ ((section ("mf_text"))) \
  int NAME (const int *p, int n) BODY (V)
INSEC (insec_a, insec_x)
INSEC (insec_b, insec_y)

static int
ref (int *v, const int *p, int n)
BODY (*v)

int
main (void)
{
  static const int p[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
  int (*f[14]) (const int *, int)
    = { ok_a, ok_b, tls_a, tls_b, vol_a, vol_b, weak_a, weak_b,
	sec_a, sec_b, stat_a, stat_b, insec_a, insec_b };
  int state[14] = { 0 };
  for (int round = 0; round < 2; round++)
    for (int k = 0; k < 14; k++)
      if (f[k] (p, 5 + k + round) != ref (&state[k], p, 5 + k + round))
	__builtin_abort ();
  if (ok_x != state[0] || ok_y != state[1] || tls_y != state[3]
      || vol_x != state[4] || weak_y != state[7] || sec_x != state[8]
      || insec_y != state[13])
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "ok_a" "ok_a" "1" } } */
/* { dg-final { mergefn-params "ok_b" "ok_a" "1" } } */
/* { dg-final { mergefn-apart "tls_b" "tls_a" "^params: variable accessed \\(thread-local: stays a constant\\)$" } } */
/* { dg-final { mergefn-apart "vol_b" "vol_a" "^params: variable accessed \\(volatile: stays a constant\\)$" } } */
/* { dg-final { mergefn-apart "weak_b" "weak_a" "^params: variable accessed \\(weak: stays a constant\\)$" } } */
/* { dg-final { mergefn-apart "sec_b" "sec_a" "^params: variable accessed \\(in a section of its own: stays a constant\\)$" } } */
/* { dg-final { mergefn-apart "stat_b" "stat_a" "^params: variable accessed \\(a function's static: stays a constant\\)$" } } */
/* { dg-final { mergefn-apart "insec_b" "insec_a" "^params: variable accessed \\(in a section of its own, addresses stay constants\\)$" } } */
/* { dg-final { mergefn-not-merged "tls_a" } } */
/* { dg-final { mergefn-not-merged "tls_b" } } */
/* { dg-final { mergefn-not-merged "vol_a" } } */
/* { dg-final { mergefn-not-merged "vol_b" } } */
/* { dg-final { mergefn-not-merged "weak_a" } } */
/* { dg-final { mergefn-not-merged "weak_b" } } */
/* { dg-final { mergefn-not-merged "sec_a" } } */
/* { dg-final { mergefn-not-merged "sec_b" } } */
/* { dg-final { mergefn-not-merged "stat_a" } } */
/* { dg-final { mergefn-not-merged "stat_b" } } */
/* { dg-final { mergefn-not-merged "insec_a" } } */
/* { dg-final { mergefn-not-merged "insec_b" } } */
