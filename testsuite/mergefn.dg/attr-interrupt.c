/* Rule (merge-rules.md, "Attributes", interrupt): an interrupt handler
   is entered by the processor and returns with iret; GCC rejects a
   direct call to one ("interrupt service routine cannot be called
   directly").  So it never becomes a wrapper (its body a call), is never
   called by one or by a parameterised thunk (GCC used to crash
   expanding such a copy), and its callers (there are none) are never
   redirected.  It could be an alias, but a handler is only ever reached
   through its address, which then counts: in practice equal handlers
   stay apart.
     h1, h2: equal handlers, addresses in a table: apart;
     f1: the same body, not a handler: differs (attributes);
     k1, k2 (variant "os", -Os): equal but for a constant: no
       parameterised thunk;
     c1, c2: control, plain functions that merge.
   The handlers never run; the program runs to show it links.  x86 only.  */
/* { dg-do run } */
/* { dg-mergefn-target "i?86-*-* x86_64-*-*" "x86's interrupt attribute and -mgeneral-regs-only" } */
/* { dg-options "-O2 -fno-ipa-icf -mgeneral-regs-only -fno-inline" } */
/* { dg-mergefn-variant os "%flags% -Os" } */

struct interrupt_frame;
volatile int ticks;
volatile int in = 5;

#define HBODY(k)						\
  {								\
    for (int i = 0; i < 4; i++)					\
      ticks += i * (k) + (ticks >> 2);				\
  }

#define ISR __attribute__ ((interrupt))

ISR void h1 (struct interrupt_frame *f) HBODY (3)
ISR void h2 (struct interrupt_frame *f) HBODY (3)
void f1 (struct interrupt_frame *f) HBODY (3)
ISR void k1 (struct interrupt_frame *f) HBODY (5)
ISR void k2 (struct interrupt_frame *f) HBODY (6)

typedef void handler_t (struct interrupt_frame *);
handler_t *volatile table[] = { h1, h2, k1, k2 };

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
  f1 (0);
  if (table[0] == table[1] || c1 (in) != c2 (in))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-apart "h2" "h1" "^interrupt handler: it cannot call or be called$" } } */
/* { dg-final { scan-mergefn-dump "^differ (f1 \[hk\]1|\[hk\]1 f1): attributes$" } } */
/* { dg-final { mergefn-not-merged "h2" } } */
/* { dg-final { mergefn-merged "c2" "c1" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
/* { dg-final { scan-mergefn-dump "^apart k2 \[hk\]1: params: interrupt handler: it cannot call or be called$" "os" } } */
/* { dg-final { mergefn-not-merged "k2" "os" } } */
