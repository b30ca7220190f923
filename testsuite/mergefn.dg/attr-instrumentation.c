/* Rule (merge-rules.md, "Attributes", no_stack_protector, stack_protect,
   no_sanitize*, no_instrument_function, no_profile_instrument_function,
   zero_call_used_regs, no_split_stack): attributes that change only how
   the function's own body is instrumented or how it returns are
   compared (never merged with a function that differs in one), and
   between functions that share one every kind of merge is safe: the
   survivor's body is instrumented as the other's would have been, and a
   wrapper is a function with the same attribute whose only act is the
   call.  Each pair is public (a wrapper) and differs from plain:
     sp: no_stack_protector    ss: stack_protect
     sa: no_sanitize_address   su: no_sanitize ("undefined")
     sn: no_sanitize_undefined ni: no_instrument_function
     np: no_profile_instrument_function
     zr: zero_call_used_regs ("used")  ns: no_split_stack
   no_sanitize_undefined is GCC's spelling of no_sanitize ("undefined"):
   the two pairs are one class.  The test runs with
   -fstack-protector-strong; variant "inst" compiles it again with
   -fsanitize=address,undefined, where the bodies without the attribute
   are instrumented, and each pair still merges (attr-instrumentation-
   split.c does the same with -fsplit-stack, where the target has it).  (Under
   -finstrument-functions the instrumented bodies read their return
   address and are refused; under -fprofile-arcs each body has counters
   of its own and none are equal.)  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fstack-protector-strong -fno-inline" } */
/* { dg-mergefn-variant inst "%flags% -fsanitize=address,undefined" } */

volatile int in = 8;

#define BODY							\
  {								\
    char buf[16];						\
    for (int i = 0; i < 16; i++)				\
      buf[i] = (char) (x * i + k);				\
    int s = 0;							\
    for (int i = 0; i < x && i < 16; i++)			\
      s += buf[i] * (i + 1);					\
    return s;							\
  }
#define ARGS (int x, int k)
#define PAIR(p, attr)						\
  __attribute__ ((attr)) int p##1 ARGS BODY			\
  __attribute__ ((attr)) int p##2 ARGS BODY

PAIR (sp, no_stack_protector)
PAIR (ss, stack_protect)
PAIR (sa, no_sanitize_address)
PAIR (su, no_sanitize ("undefined"))
PAIR (sn, no_sanitize_undefined)
PAIR (ni, no_instrument_function)
PAIR (np, no_profile_instrument_function)
PAIR (zr, zero_call_used_regs ("used"))
PAIR (ns, no_split_stack)
int plain ARGS BODY

typedef int fn_t ARGS;
fn_t *const all[] = { sp1, sp2, ss1, ss2, sa1, sa2, su1, su2, sn1, sn2,
		      ni1, ni2, np1, np2, zr1, zr2, ns1, ns2 };

int
main (void)
{
  int x = in;
  int want = plain (x, 3);
  for (unsigned i = 0; i < sizeof all / sizeof all[0]; i++)
    if (all[i] (x, 3) != want)
      __builtin_abort ();
  if (sp2 (x, 3) + ss2 (x, 3) + zr2 (x, 3) + ns2 (x, 3) != 4 * want)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "sp2" "sp1" "wrapper" } } */
/* { dg-final { mergefn-merged "ss2" "ss1" "wrapper" } } */
/* { dg-final { mergefn-merged "sa2" "sa1" "wrapper" } } */
/* { dg-final { mergefn-merged "su2" "su1" "wrapper" } } */
/* { dg-final { mergefn-merged "sn1" "su1" "wrapper" } } */
/* { dg-final { mergefn-merged "sn2" "su1" "wrapper" } } */
/* { dg-final { mergefn-merged "ni2" "ni1" "wrapper" } } */
/* { dg-final { mergefn-merged "np2" "np1" "wrapper" } } */
/* { dg-final { mergefn-merged "zr2" "zr1" "wrapper" } } */
/* { dg-final { mergefn-merged "ns2" "ns1" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 10 } } */
/* { dg-final { mergefn-not-merged "plain" } } */
/* { dg-final { scan-mergefn-dump-times "^differ (\[a-z\]+1|plain) (\[a-z\]+1|plain): attribute" 8 } } */
/* { dg-final { mergefn-not-merged "plain" "inst" } } */
/* { dg-final { scan-mergefn-dump-times "^merge \[a-z\]+\[12\] -> \[a-z\]+1 \\(wrapper\\)$" 10 "inst" } } */
