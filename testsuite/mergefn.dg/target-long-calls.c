/* Rule: under -mlong-calls (arm) or -mlongcall (powerpc) a call to a
   function of another section goes through a register loaded with the
   callee's full address (with -ffunction-sections, every call), so a
   wrapper's tail call is an indirect jump (arm: ldr, add pc, bx):
   merged functions must still reach the survivor, by every kind of
   merge.
     p1, p2 (public): wrapper;  s1, s2 (static): alias;
     e1, e2 (public, address taken by main): wrapper, addresses differ;
     n (another body): apart.  */
/* { dg-do run } */
/* { dg-mergefn-target "arm*-*-* powerpc*-*-*" "-mlong-calls is arm's, -mlongcall powerpc's" } */
/* Calls stay out of line with -fno-inline: noinline functions never
   become wrappers (merge-rules.md, "noinline: the decision").  */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline -mlong-calls -ffunction-sections" { target arm*-*-* } } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline -mlongcall -ffunction-sections" { target powerpc*-*-* } } */

volatile int in = 6;

#define BODY(k)							\
  {								\
    unsigned s = x;						\
    for (int i = 0; i < y; i++)					\
      s = s * (k) + (s >> 3) + i;				\
    return s;							\
  }
#define NI

NI int p1 (int x, int y) BODY (5)
NI int p2 (int x, int y) BODY (5)
NI static int s1 (int x, int y) BODY (7)
NI static int s2 (int x, int y) BODY (7)
NI int e1 (int x, int y) BODY (9)
NI int e2 (int x, int y) BODY (9)
NI int n (int x, int y) BODY (11)

int (*volatile fp[]) (int, int) = { e1, e2 };

static unsigned
ref (int x, int y, int k)
{
  unsigned s = x;
  for (int i = 0; i < y; i++)
    s = s * k + (s >> 3) + i;
  return s;
}

int
main (void)
{
  int x = in;
  if (p1 (x, 4) != (int) ref (x, 4, 5) || p2 (x, 4) != (int) ref (x, 4, 5))
    __builtin_abort ();
  if (s1 (x, 3) != (int) ref (x, 3, 7) || s2 (x, 5) != (int) ref (x, 5, 7))
    __builtin_abort ();
  if (fp[0] == fp[1] || fp[0] (x, 2) != (int) ref (x, 2, 9)
      || fp[1] (x, 3) != (int) ref (x, 3, 9))
    __builtin_abort ();
  if (n (x, 2) != (int) ref (x, 2, 11))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "p2" "p1" "wrapper" } } */
/* { dg-final { mergefn-merged "s2" "s1" "alias" } } */
/* { dg-final { mergefn-merged "e2" "e1" "wrapper" } } */
/* { dg-final { mergefn-not-merged "n" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
