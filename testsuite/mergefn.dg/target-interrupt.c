/* attr-interrupt.c for arm and riscv, whose interrupt attributes (arm's
   isr/interrupt ("IRQ"), riscv's interrupt) make handlers that return
   with subs pc, lr / mret: never called, so never a wrapper nor called by
   one, and their callers (none) never redirected.
     h1, h2: equal handlers (interrupt), addresses in a table: apart;
     i1, i2: the same with arm's other spelling, isr (riscv: interrupt
       again);
     f1: the same body, not a handler: differs (attributes);
     c1, c2: control, plain functions that merge.
   The handlers never run; the program runs to show it links.  On arm
   with -mgeneral-regs-only (else GCC warns that a handler does not save
   the FP registers).  */
/* { dg-do run } */
/* { dg-mergefn-target "arm*-*-* riscv*-*-*" "the interrupt attribute of arm and riscv (x86's: attr-interrupt.c; aarch64, powerpc64 and s390x have none)" } */
/* Calls stay out of line with -fno-inline: noinline functions never
   become wrappers (merge-rules.md, "noinline: the decision").  */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline -mgeneral-regs-only" { target arm*-*-* } } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" { target riscv*-*-* } } */

volatile int ticks;
volatile int in = 5;

#define HBODY(k)						\
  {								\
    for (int i = 0; i < 4; i++)					\
      ticks += i * (k) + (ticks >> 2);				\
  }

#ifdef __arm__
# define ISR __attribute__ ((interrupt ("IRQ")))
# define ISR2 __attribute__ ((isr ("FIQ")))
#else
# define ISR __attribute__ ((interrupt))
# define ISR2 __attribute__ ((interrupt ("supervisor")))
#endif

ISR void h1 (void) HBODY (3)
ISR void h2 (void) HBODY (3)
ISR2 void i1 (void) HBODY (3)
ISR2 void i2 (void) HBODY (3)
void f1 (void) HBODY (3)

typedef void handler_t (void);
handler_t *volatile table[] = { h1, h2, i1, i2 };

int
c1 (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * x - (s >> 2);
  return s;
}

int
c2 (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * x - (s >> 2);
  return s;
}

int
main (void)
{
  f1 ();
  if (table[0] == table[1] || table[2] == table[3] || c1 (in) != c2 (in))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-apart "h2" "h1" "^interrupt handler: it cannot call or be called$" } } */
/* { dg-final { mergefn-apart "i2" "i1" "^interrupt handler: it cannot call or be called$" } } */
/* { dg-final { scan-mergefn-dump "^differ (f1 \[hi\]1|\[hi\]1 f1): (attributes|declaration flags)" } } */
/* { dg-final { mergefn-not-merged "f1" } } */
/* { dg-final { mergefn-not-merged "h2" } } */
/* { dg-final { mergefn-not-merged "i2" } } */
/* { dg-final { mergefn-merged "c2" "c1" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
