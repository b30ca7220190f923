/* Rule: with -fPIC -fno-semantic-interposition, public functions of a
   shared library are treated as not interposable: a static copy aliases
   the public survivor, and the second public function, whose address is
   still visible to the program, becomes a wrapper (after its callers in
   the library are redirected).  The two public addresses differ, seen
   from the program and from the library, and every entry point still
   gives its result.  (Interposing with a different body is not
   meaningful under -fno-semantic-interposition, so nothing is
   preloaded.)  -fexceptions and a weak callee (which may throw) keep the
   function flags of the static and the public functions equal: GCC
   proves nothrow only for the static one otherwise.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-shlib "sym-shlib-nosemantic-aux.c" "%flags% -fno-semantic-interposition -fexceptions" } */

extern int ns_a (int), ns_b (int), ns_calls (int);
extern void *ns_addr_a (void), *ns_addr_b (void);

volatile int in = 9;

#define REF(x) ({ unsigned h_ = 5381; for (int i_ = 0; i_ < (x); i_++) h_ = h_ * 33 ^ (unsigned) i_; (int) (h_ & 0xffff); })

int
main (void)
{
  int x = in;
  void *volatile a = (void *) ns_a;
  void *volatile b = (void *) ns_b;
  if (a == b || ns_addr_a () == ns_addr_b ())
    __builtin_abort ();
  if (a != ns_addr_a () || b != ns_addr_b ())
    __builtin_abort ();
  if (ns_a (x) != REF (x) || ns_b (x + 1) != REF (x + 1))
    __builtin_abort ();
  if (ns_calls (x) != REF (x) + 2 * REF (x + 1) + 3 * REF (x + 2))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "ns_b" "ns_a" "wrapper" "sym-shlib-nosemantic-aux.c" } } */
/* { dg-final { mergefn-merged "ns_static" "ns_a" "alias" "sym-shlib-nosemantic-aux.c" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 "sym-shlib-nosemantic-aux.c" } } */
