/* Rule: a local variable compares by its alignment too.  al32 has a
   buffer declared aligned(32), al has the same buffer with its natural
   alignment; code may rely on the 32-byte alignment (here: the
   address passed out is checked by main), so they must stay apart
   ("local alignment").  ok1/ok2 declare the same aligned buffer and must
   merge.  */
/* { dg-do run } */

volatile int in = 3;
char *seen;

#define NOINLINE __attribute__ ((noinline))

static void NOINLINE
use (char *p)
{
  seen = p;
  __asm__ volatile ("" : : "r" (p) : "memory");
}

static int NOINLINE
al32 (int x)
{
  char buf[64] __attribute__ ((aligned (32)));
  buf[0] = x;
  use (buf);
  return buf[0] + 1;
}

static int NOINLINE
al (int x)
{
  char buf[64];
  buf[0] = x;
  use (buf);
  return buf[0] + 1;
}

/* Positive control.  */
static int NOINLINE
ok1 (int x)
{
  char buf[32] __attribute__ ((aligned (16)));
  buf[1] = x;
  use (buf);
  return buf[1] * 2;
}

static int NOINLINE
ok2 (int x)
{
  char buf[32] __attribute__ ((aligned (16)));
  buf[1] = x;
  use (buf);
  return buf[1] * 2;
}

int
main (void)
{
  int v = in;
  if (al32 (v) != 4 || ((__UINTPTR_TYPE__) seen & 31) != 0)
    __builtin_abort ();
  if (al (v) != 4)
    __builtin_abort ();
  if (ok1 (v) != 6 || ((__UINTPTR_TYPE__) seen & 15) != 0)
    __builtin_abort ();
  if (ok2 (v) != 6 || ((__UINTPTR_TYPE__) seen & 15) != 0)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "al32" "al" "^local alignment$" } } */
/* { dg-final { mergefn-not-merged "al32" } } */
/* { dg-final { mergefn-not-merged "al" } } */
/* { dg-final { mergefn-merged "ok2" "ok1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
