// Rule (doc/cxx.md, constraint 1): explicit instantiation definitions are
// comdat like implicit ones, and merge across groups the same way (the
// int instantiation a wrapper calling the smaller E one).  This unit only
// declares them (extern template) and calls them; a unit built without
// the plugin that instantiates them implicitly is linked first, so its
// copies are kept and the plugin unit's are discarded.
// GCC 11 does not mark explicit instantiation definitions comdat
// (DECL_COMDAT; its -fdump-ipa-cgraph says "Availability: overwritable"
// for them, GCC 12's "available"): the survivor may then be interposed,
// and a local alias inside its comdat group could be discarded with it,
// so on GCC 11 they stay apart for that reason.
// { dg-do run }
// { dg-additional-sources "tmpl-explicit-aux.C" }
// { dg-mergefn-object "tmpl-explicit-aux2.C" "-O2" before }

#include "tmpl-explicit.h"

extern template int tf<int> (int);
extern template E tf<E> (E);
extern template int tg<int> (int);
extern template E tg<E> (E);

volatile int in = 3;

int
main ()
{
  int x = in;
  int f = (x * 149 + 3) ^ (x >> 2), g = (x * 151 + 3) ^ (x >> 2);
  if (tf (x) != f || tf (E (x)) != E (f) || tg (x) != g || tg (E (x)) != E (g))
    __builtin_abort ();
  if (implicit_use (x) != 2 * f + 2 * g)
    __builtin_abort ();
  return 0;
}

// tf is noinline, tg is not: a noinline function is never made a wrapper,
// so tf<int> stays apart (with no direct call in that unit to redirect),
// while tg<int> still becomes one.
// { dg-final { mergefn-apart "_Z2tfIiET_S0_" "_Z2tfI1EET_S1_" "^noinline: it is never made a wrapper, its callers could not inline the call$" "tmpl-explicit-aux.C" { target gcc >= 12 } } }
// { dg-final { mergefn-merged "_Z2tgIiET_S0_" "_Z2tgI1EET_S1_" "wrapper" "tmpl-explicit-aux.C" { target gcc >= 12 } } }
// { dg-final { mergefn-apart "_Z2tfIiET_S0_" "_Z2tfI1EET_S1_" "^the survivor may be interposed and has no local alias$" "tmpl-explicit-aux.C" { target gcc < 12 } } }
// { dg-final { mergefn-apart "_Z2tgIiET_S0_" "_Z2tgI1EET_S1_" "^the survivor may be interposed and has no local alias$" "tmpl-explicit-aux.C" { target gcc < 12 } } }
// { dg-final { scan-mergefn-dump-not "^merge " } }
