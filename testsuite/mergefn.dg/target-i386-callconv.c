/* Rule (merge-rules.md, "Attributes"): on 32-bit x86 the calling
   conventions are type attributes, compared like every attribute: a
   function never merges with one of another convention, whose callers
   pass arguments elsewhere (regparm, fastcall: in registers) or expect
   the callee to pop them (stdcall, fastcall: ret $N).  Between functions
   of one convention every merge is safe; each pair here is public, so it
   merges by a wrapper, whose tail call must pass the arguments on and
   pop them as the convention says.
     r1, r2: regparm (3)    s1, s2: stdcall    f1, f2: fastcall
     q1, q2: sseregparm (float arguments in SSE registers, with -msse2)
     plain, fplain: none of them.
   Each is also called through a pointer of its own type.  */
/* { dg-do run } */
/* { dg-mergefn-target "i?86-*-*" "32-bit x86 calling conventions (regparm, stdcall, fastcall, sseregparm)" } */
/* Calls stay out of line with -fno-inline: noinline functions never
   become wrappers (merge-rules.md, "noinline: the decision").  */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline -msse2 -mfpmath=sse" } */

volatile int in = 9;
volatile float fin = 1.25f;

#define BODY							\
  {								\
    unsigned s = a * 3 - b;					\
    for (int i = 0; i < c; i++)					\
      s += (i ^ d) * 5 - (s >> 4);				\
    return s;							\
  }
#define ARGS (int a, int b, int c, int d)
#define FBODY { float s = a; for (int i = 0; i < k; i++) s = s * b + i; return s; }
#define FARGS (float a, float b, int k)
#define NI

#define REGPARM __attribute__ ((regparm (3)))
#define STDCALL __attribute__ ((stdcall))
#define FASTCALL __attribute__ ((fastcall))
#define SSEREG __attribute__ ((sseregparm))

NI REGPARM int r1 ARGS BODY
NI REGPARM int r2 ARGS BODY
NI STDCALL int s1 ARGS BODY
NI STDCALL int s2 ARGS BODY
NI FASTCALL int f1 ARGS BODY
NI FASTCALL int f2 ARGS BODY
NI int plain ARGS BODY
NI SSEREG float q1 FARGS FBODY
NI SSEREG float q2 FARGS FBODY
NI float fplain FARGS FBODY

typedef int REGPARM r_fn ARGS;
typedef int STDCALL s_fn ARGS;
typedef int FASTCALL f_fn ARGS;
typedef float SSEREG q_fn FARGS;
r_fn *volatile rp[] = { r1, r2 };
s_fn *volatile sp[] = { s1, s2 };
f_fn *volatile fp[] = { f1, f2 };
q_fn *volatile qp[] = { q1, q2 };

int
main (void)
{
  int x = in;
  int want = plain (x, 2, x, 5);
  for (int i = 0; i < 2; i++)
    if (rp[i] (x, 2, x, 5) != want || sp[i] (x, 2, x, 5) != want
	|| fp[i] (x, 2, x, 5) != want)
      __builtin_abort ();
  if (r2 (x, 2, x, 5) != want || s2 (x, 2, x, 5) != want
      || f2 (x, 2, x, 5) != want)
    __builtin_abort ();
  float y = fin;
  float fwant = fplain (y, 1.5f, x);
  if (q1 (y, 1.5f, x) != fwant || q2 (y, 1.5f, x) != fwant
      || qp[0] (y, 1.5f, x) != fwant || qp[1] (y, 1.5f, x) != fwant)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "r2" "r1" "wrapper" } } */
/* { dg-final { mergefn-merged "s2" "s1" "wrapper" } } */
/* { dg-final { mergefn-merged "f2" "f1" "wrapper" } } */
/* { dg-final { mergefn-merged "q2" "q1" "wrapper" } } */
/* { dg-final { mergefn-not-merged "plain" } } */
/* { dg-final { mergefn-not-merged "fplain" } } */
/* The four classes of one body sort next to each other: three
   neighbours, each pair told apart by its attributes.  */
/* { dg-final { scan-mergefn-dump-times "^differ (\[rsf\]1|plain) (\[rsf\]1|plain): attributes$" 3 } } */
/* { dg-final { mergefn-differ "q1" "fplain" "^attributes$" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
