/* Rule (merge-rules.md, "Attributes", ms_abi, sysv_abi,
   no_caller_saved_registers, nocf_check): attributes of the calling
   convention are part of the function type, so a function never merges
   with one that has another convention (callers would pass arguments or
   expect registers kept where the other does not).  Between functions
   that share one, every kind of merge is safe: a wrapper's call is an
   ordinary call compiled for the survivor's convention, and an alias or
   a redirected call reaches code of the same convention.  Here each pair
   is public (a wrapper, its call passing six arguments through) and each
   differs from the plain function with the same body (cmp-ms-abi.c has
   the aliases):
     m1, m2: ms_abi                     s1, s2: sysv_abi (explicit)
     r1, r2: no_caller_saved_registers  c1, c2: nocf_check
     plain: none of them.
   x86-64; nocf_check under -fcf-protection, no_caller_saved_registers
   with -mgeneral-regs-only (as GCC requires).  */
/* { dg-do run } */
/* { dg-mergefn-target "x86_64-*-*" "x86-64 calling conventions and options (ms_abi, no_caller_saved_registers, -fcf-protection, -mgeneral-regs-only)" } */
/* { dg-options "-O2 -fno-ipa-icf -mgeneral-regs-only -fcf-protection -fno-inline" } */

volatile long in = 9;

#define BODY							\
  {								\
    long s = a * 3 - b;						\
    for (long i = 0; i < c; i++)				\
      s += (i ^ d) * e - (s >> 4) + f;				\
    return s;							\
  }
#define REF(a, b, c, d, e, f) ({ long s_ = (a) * 3 - (b); for (long i_ = 0; i_ < (c); i_++) s_ += (i_ ^ (d)) * (e) - (s_ >> 4) + (f); s_; })
#define ARGS (long a, long b, long c, long d, long e, long f)
#define NI

NI __attribute__ ((ms_abi)) long m1 ARGS BODY
NI __attribute__ ((ms_abi)) long m2 ARGS BODY
NI __attribute__ ((sysv_abi)) long s1 ARGS BODY
NI __attribute__ ((sysv_abi)) long s2 ARGS BODY
NI __attribute__ ((no_caller_saved_registers)) long r1 ARGS BODY
NI __attribute__ ((no_caller_saved_registers)) long r2 ARGS BODY
NI __attribute__ ((nocf_check)) long c1 ARGS BODY
NI __attribute__ ((nocf_check)) long c2 ARGS BODY
NI long plain ARGS BODY

int
main (void)
{
  long x = in;
  long want = REF (x, 2, x, 5, 7, 11);
  if (m1 (x, 2, x, 5, 7, 11) != want || m2 (x, 2, x, 5, 7, 11) != want)
    __builtin_abort ();
  if (s1 (x, 2, x, 5, 7, 11) != want || s2 (x, 2, x, 5, 7, 11) != want)
    __builtin_abort ();
  if (r1 (x, 2, x, 5, 7, 11) != want || r2 (x, 2, x, 5, 7, 11) != want)
    __builtin_abort ();
  if (c1 (x, 2, x, 5, 7, 11) != want || c2 (x, 2, x, 5, 7, 11) != want)
    __builtin_abort ();
  if (plain (x, 2, x, 5, 7, 11) != want)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "m2" "m1" "wrapper" } } */
/* { dg-final { mergefn-merged "s2" "s1" "wrapper" } } */
/* { dg-final { mergefn-merged "r2" "r1" "wrapper" } } */
/* { dg-final { mergefn-merged "c2" "c1" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
/* { dg-final { mergefn-not-merged "plain" } } */
/* Each class differs from its neighbour in the sorted order (the plain
   one among them) in its attributes.  */
/* { dg-final { scan-mergefn-dump-times "^differ (\[msrc\]1|plain) (\[msrc\]1|plain): attributes$" 4 } } */
