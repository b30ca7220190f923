/* Rule: bodies with OpenMP are never merged (outlined bodies and
   offloading depend on identity): the functions GCC outlines for
   "#pragma omp parallel" and functions with "#pragma omp simd" loops are
   refused, the functions that start the parallel regions are not merged
   either, and an ordinary equal pair in the same unit still merges (the
   control).  The program must compute the same results with several
   threads.  Needs libgomp (it comes with GCC); UNSUPPORTED without.  */
/* { dg-do run } */
/* { dg-mergefn-require-link "-fopenmp" } */
/* { dg-mergefn-target "! qemu:i?86-*-*" "an OpenMP program hangs at start under qemu-i386, with or without the plugin (natively on i386 it runs: scripts/chroot.sh bookworm-i386)" } */
/* { dg-options "-O2 -fno-ipa-icf -fopenmp" } */

volatile int in = 64;
int data[64];
int va[64], vb[64];

static void __attribute__ ((noinline))
fill_a (int n)
{
#pragma omp parallel for num_threads (2)
  for (int i = 0; i < n; i++)
    data[i] += i * 3;
}

static void __attribute__ ((noinline))
fill_b (int n)
{
#pragma omp parallel for num_threads (2)
  for (int i = 0; i < n; i++)
    data[i] += i * 3;
}

int __attribute__ ((noinline))
dot_a (int n)
{
  int s = 0;
#pragma omp simd reduction (+:s)
  for (int i = 0; i < n; i++)
    s += va[i] * vb[i];
  return s;
}

int __attribute__ ((noinline))
dot_b (int n)
{
  int s = 0;
#pragma omp simd reduction (+:s)
  for (int i = 0; i < n; i++)
    s += va[i] * vb[i];
  return s;
}

static int __attribute__ ((noinline))
plain_a (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va[i] - vb[i] * 2;
  return s;
}

static int __attribute__ ((noinline))
plain_b (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va[i] - vb[i] * 2;
  return s;
}

int
main (void)
{
  int n = in;
  int dot = 0, plain = 0;
  for (int i = 0; i < n; i++)
    {
      va[i] = i;
      vb[i] = 64 - i;
      dot += i * (64 - i);
      plain += i - (64 - i) * 2;
    }
  fill_a (n);
  fill_b (n);
  for (int i = 0; i < n; i++)
    if (data[i] != i * 6)
      __builtin_abort ();
  if (dot_a (n) != dot || dot_b (n) != dot)
    __builtin_abort ();
  if (plain_a (n) != plain || plain_b (n) != plain)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-refused "fill_a._omp_fn.0" "^OpenMP/OpenACC function$" } } */
/* { dg-final { mergefn-refused "fill_b._omp_fn.0" "^OpenMP/OpenACC function$" } } */
/* Where the target has no vector unit by default (Debian's s390x is
   z196, i386 is i686 without SSE, riscv64 has none in GCC 12), GCC lowers "omp simd" to a plain
   loop (safelen) before the pass: nothing of OpenMP is left in dot_a and
   dot_b, and they merge like any equal pair.  */
/* { dg-final { mergefn-refused "dot_a" "^OpenMP/OpenACC (function|construct)$" { target ! s390x-*-* riscv*-*-* i?86-*-* } } } */
/* { dg-final { mergefn-refused "dot_b" "^OpenMP/OpenACC (function|construct)$" { target ! s390x-*-* riscv*-*-* i?86-*-* } } } */
/* { dg-final { mergefn-merged "dot_b" "dot_a" "wrapper" { target s390x-*-* riscv*-*-* i?86-*-* } } } */
/* { dg-final { mergefn-not-merged "fill_b" } } */
/* { dg-final { mergefn-not-merged "fill_a" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 { target ! s390x-*-* riscv*-*-* i?86-*-* } } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 { target s390x-*-* riscv*-*-* i?86-*-* } } } */
