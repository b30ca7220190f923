/* Rule (merge-rules.md, "Attributes"): on arm the calling convention and
   the instruction set are the function's, and must be compared:
     pcs ("aapcs"): floating-point arguments and results in core
       registers, where armhf's default (aapcs-vfp) uses VFP registers.
       p1, p2 (pcs aapcs) merge; v1 (default) has the same body and must
       stay apart ("attributes"): merged, its callers would find the
       result in the wrong registers.
     long_call / short_call: how callers reach it (a type attribute).
       l1, l2 merge; l1 and v1... differ (attributes).
     target ("arm") against Debian's default Thumb-2: a1, a2, a3 (ARM
       code) merge; an (Thumb) stays apart ("target options").  (GCC 12
       lays out the first ARM function's type with Thumb's alignment, and
       the plugin compares a function type's alignment: a1 stays apart
       from a2 and a3 for that, "type alignment", a missed merge.)
   Each pair is public, so it merges by a wrapper whose tail call must
   reach code of the same instruction set and convention; all run.  */
/* { dg-do run } */
/* { dg-mergefn-target "arm*-*-*" "arm's pcs, long_call and target (\"arm\") attributes" } */
/* Calls stay out of line with -fno-inline: noinline functions never
   become wrappers (merge-rules.md, "noinline: the decision").  */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile double din = 2.5;
volatile int in = 7;

#define NI
#define FBODY { double s = x; for (int i = 0; i < k; i++) s = s * y + i; return s; }
#define FARGS (double x, double y, int k)
#define IBODY { unsigned s = x; for (int i = 0; i < k; i++) s = s * 3 - (s >> 2) + y; return s; }
#define IARGS (int x, int y, int k)

NI __attribute__ ((pcs ("aapcs"))) double p1 FARGS FBODY
NI __attribute__ ((pcs ("aapcs"))) double p2 FARGS FBODY
NI double v1 FARGS FBODY

NI __attribute__ ((long_call)) int l1 IARGS IBODY
NI __attribute__ ((long_call)) int l2 IARGS IBODY
NI int ln IARGS IBODY

NI __attribute__ ((target ("arm"))) int a1 (int x, int y, int k) { unsigned s = y; for (int i = 0; i < k; i++) s ^= s * x + i; return s; }
NI __attribute__ ((target ("arm"))) int a2 (int x, int y, int k) { unsigned s = y; for (int i = 0; i < k; i++) s ^= s * x + i; return s; }
NI __attribute__ ((target ("arm"))) int a3 (int x, int y, int k) { unsigned s = y; for (int i = 0; i < k; i++) s ^= s * x + i; return s; }
NI __attribute__ ((target ("thumb"))) int an (int x, int y, int k) { unsigned s = y; for (int i = 0; i < k; i++) s ^= s * x + i; return s; }

/* Through pointers too, so the calls are not all direct.  */
typedef double __attribute__ ((pcs ("aapcs"))) aapcs_fn FARGS;
aapcs_fn *volatile fp[] = { p1, p2 };
int (*volatile ip[]) IARGS = { l1, l2, a1, a2, a3 };

int
main (void)
{
  double x = din;
  int k = in;
  double want = v1 (x, 1.5, k);
  if (p1 (x, 1.5, k) != want || p2 (x, 1.5, k) != want
      || fp[0] (x, 1.5, k) != want || fp[1] (x, 1.5, k) != want)
    __builtin_abort ();
  int w = ln (k, 3, k);
  if (l1 (k, 3, k) != w || l2 (k, 3, k) != w || ip[0] (k, 3, k) != w
      || ip[1] (k, 3, k) != w)
    __builtin_abort ();
  int wa = an (k, 5, k);
  if (a1 (k, 5, k) != wa || a2 (k, 5, k) != wa || ip[2] (k, 5, k) != wa
      || ip[3] (k, 5, k) != wa || a3 (k, 5, k) != wa || ip[4] (k, 5, k) != wa)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "p2" "p1" "wrapper" } } */
/* { dg-final { mergefn-differ "p1" "v1" "^(function type|attributes|function type attributes)$" } } */
/* { dg-final { mergefn-not-merged "v1" } } */
/* { dg-final { mergefn-merged "l2" "l1" "wrapper" } } */
/* { dg-final { mergefn-differ "l1" "ln" "^(function type|attributes|function type attributes)$" } } */
/* { dg-final { mergefn-not-merged "ln" } } */
/* { dg-final { mergefn-merged "a3" "a2" "wrapper" } } */
/* { dg-final { scan-mergefn-dump "^differ (a\[123\] an|an a\[123\]): target options$" } } */
/* { dg-final { mergefn-not-merged "an" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
