/* Rule: per-function optimization and target options (the optimize and
   target attributes) are compared as interned option sets: the same body
   under other options may be transformed differently by every later pass
   (and a target("avx2") body may not run on every CPU), so it must stay
   apart ("optimization options" / "target options"); with the same
   options it must merge.
     optimize ("O1"):                 o1, o2 (merge)   on (apart)
     optimize ("no-strict-aliasing"): a1, a2 (merge)   an (apart)
     target (T_ATTR):                 t1, t2 (merge)   tn (apart)
   T_ATTR is another target option on each target: on x86 avx2 (those
   functions only run when the CPU has AVX2), elsewhere options that every
   CPU of the architecture (or qemu) runs: another FPU on arm (neon
   against armhf's vfpv3-d16; target ("arm") is target-arm-callconv.c's),
   another tuning, or s390x's backchain.  GCC 12 has no target attribute on riscv.  */
/* { dg-do run } */

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static int __attribute__ ((noinline, optimize ("O1")))
o1 (int x)
{
  return x * 11 + 1;
}

static int __attribute__ ((noinline, optimize ("O1")))
o2 (int x)
{
  return x * 11 + 1;
}

static int NOINLINE
on (int x)
{
  return x * 11 + 1;
}

static int __attribute__ ((noinline, optimize ("no-strict-aliasing")))
a1 (int *p, int k)
{
  return *p * 13 - k;
}

static int __attribute__ ((noinline, optimize ("no-strict-aliasing")))
a2 (int *p, int k)
{
  return *p * 13 - k;
}

static int NOINLINE
an (int *p, int k)
{
  return *p * 13 - k;
}

#if defined __x86_64__ || defined __i386__
# define T_ATTR "avx2"
# define T_RUNS __builtin_cpu_supports ("avx2")
#elif defined __aarch64__
# define T_ATTR "tune=cortex-a72"
#elif defined __arm__
# define T_ATTR "fpu=neon"
#elif defined __powerpc64__
# define T_ATTR "tune=power9"
#elif defined __s390x__
/* Not tune= or arch=: s390x then gives each function an optimization
   node of its own, unequal, and equal functions stay apart (a missed
   merge, doc/architectures.md).  */
# define T_ATTR "backchain"
#endif
#ifndef T_RUNS
# define T_RUNS 1
#endif

#ifdef T_ATTR
static int __attribute__ ((noinline, target (T_ATTR)))
t1 (int x, int y, int z)
{
  return (x + y) * z;
}

static int __attribute__ ((noinline, target (T_ATTR)))
t2 (int x, int y, int z)
{
  return (x + y) * z;
}

static int NOINLINE
tn (int x, int y, int z)
{
  return (x + y) * z;
}
#endif

int
main (void)
{
  int v = in;
  if (o1 (v) != 34 || o2 (v + 1) != 45 || on (v) != 34)
    __builtin_abort ();
  if (a1 (&v, 1) != 38 || a2 (&v, 2) != 37 || an (&v, 3) != 36)
    __builtin_abort ();
#ifdef T_ATTR
  if (tn (v, 1, 2) != 8)
    __builtin_abort ();
  if (T_RUNS && (t1 (v, 2, 2) != 10 || t2 (v, 3, 2) != 12))
    __builtin_abort ();
#endif
  return 0;
}

/* The dump names one member of each merged class next to the odd one.  */
/* { dg-final { mergefn-merged "o2" "o1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (on o\[12\]|o\[12\] on): optimization options$" } } */
/* { dg-final { mergefn-not-merged "on" } } */
/* { dg-final { mergefn-merged "a2" "a1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (an a\[12\]|a\[12\] an): optimization options$" } } */
/* { dg-final { mergefn-not-merged "an" } } */
/* { dg-final { mergefn-unsupported "target attribute: GCC 12 has none on riscv" { target riscv*-*-* } } } */
/* { dg-final { mergefn-merged "t2" "t1" "alias" { target ! riscv*-*-* } } } */
/* { dg-final { scan-mergefn-dump "^differ (tn t\[12\]|t\[12\] tn): target options$" { target ! riscv*-*-* } } } */
/* { dg-final { mergefn-not-merged "tn" { target ! riscv*-*-* } } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 { target ! riscv*-*-* } } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 { target riscv*-*-* } } } */
