/* Rule: the calling convention is part of the function type (a type
   attribute), so the same body with ms_abi and with the default SysV
   convention must stay apart ("attributes"): merged, callers of one
   would pass arguments in the registers the other does not read
   (rcx/rdx vs rdi/rsi), and main would get garbage.  w1/w2 are both
   ms_abi and must merge.  x86-64 only.  */
/* { dg-do run } */
/* { dg-mergefn-target "x86_64-*-*" "ms_abi and sysv_abi are x86-64 calling conventions" } */

volatile int in = 3;

static int __attribute__ ((noinline, ms_abi))
ms (int x, int y)
{
  return x * 17 + y;
}

static int __attribute__ ((noinline))
sysv (int x, int y)
{
  return x * 17 + y;
}

/* Positive control.  */
static int __attribute__ ((noinline, ms_abi))
w1 (int x, int y, int z)
{
  return (x - y) * z;
}

static int __attribute__ ((noinline, ms_abi))
w2 (int x, int y, int z)
{
  return (x - y) * z;
}

int
main (void)
{
  int v = in;
  if (ms (v, 1) != 52 || sysv (v, 2) != 53)
    __builtin_abort ();
  if (w1 (v, 1, 2) != 4 || w2 (v, 2, 3) != 3)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "ms" "sysv" "^attributes$" } } */
/* { dg-final { mergefn-not-merged "ms" } } */
/* { dg-final { mergefn-not-merged "sysv" } } */
/* { dg-final { mergefn-merged "w2" "w1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
