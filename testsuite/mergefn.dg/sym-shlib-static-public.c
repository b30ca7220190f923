/* Rule: in a -fPIC shared library, a static function and two equal
   public (interposable) ones.  The static one survives (it cannot be
   interposed); the first public one becomes an alias of it (one
   observable address on the body is allowed), the second a wrapper.
   The public names must stay interposable: LD_PRELOAD replaces pub_one,
   and then every call to pub_one, from the program and from inside the
   library, reaches the preloaded definition, while the library's calls
   to the static function and to pub_two keep the library's body.
   -fexceptions and a callee that can be interposed keep the flags of
   the static and the public functions equal.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-shlib "sym-shlib-static-public-aux.c" "%flags% -fexceptions" } */
/* { dg-mergefn-preload "sym-shlib-static-public-aux2.c" "-O2" } */

extern int pub_one (int), pub_two (int);
extern int call_static (int), call_one (int), call_two (int);

volatile int in = 7;

#define REF(x) ({ int s_ = 3; for (int i_ = 0; i_ < (x); i_++) s_ = s_ * 7 - (i_ * 2 + 1); s_; })

int
main (void)
{
  int x = in;
  void *volatile p1 = (void *) pub_one;
  void *volatile p2 = (void *) pub_two;
  if (p1 == p2)
    __builtin_abort ();
  if (pub_one (x) != -x || call_one (x) != -x + 10)
    __builtin_abort ();
  if (pub_two (x) != REF (x) || call_two (x) != REF (x) + 20)
    __builtin_abort ();
  if (call_static (x) != REF (x) + 30)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "pub_one" "hidden_body" "alias" "sym-shlib-static-public-aux.c" } } */
/* { dg-final { mergefn-merged "pub_two" "hidden_body" "wrapper" "sym-shlib-static-public-aux.c" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 "sym-shlib-static-public-aux.c" } } */
