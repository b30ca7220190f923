// Rule (doc/merge-rules.md "Read-only variables", doc/cxx.md): variables
// merge only by alias, and an alias may not cross comdat groups (the
// linker may keep the target's group from another unit and discard this
// one's).  Equal inline const arrays and variable template instances
// therefore stay apart ("different comdat groups"), keep their own
// addresses, and are the same objects as in a unit built without the
// plugin that is linked first.  Control: equal const arrays in an
// anonymous namespace merge by alias.
// { dg-do run }
// { dg-mergefn-object "var-comdat-aux.C" "-O2" before }

#include "var-comdat.h"

namespace
{
  const int la[6] = { 2, 7, 1, 8, 2, 8 };
  const int lb[6] = { 2, 7, 1, 8, 2, 8 };
}

__attribute__ ((noinline)) int geta (int i) { return ta[i]; }
__attribute__ ((noinline)) int getb (int i) { return tb[i]; }
__attribute__ ((noinline)) int gett (int i) { return tt<int>[i] * 10 + (int) tt<unsigned>[i]; }
__attribute__ ((noinline)) int getla (int i) { return la[i]; }
__attribute__ ((noinline)) int getlb (int i) { return lb[i]; }

const void *volatile addrs[4] = { ta, tb, tt<int>, tt<unsigned> };
volatile int in = 2;

int
main ()
{
  int i = in;
  if (geta (i) != 4 || getb (i + 1) != 1 || gett (i) != 11 || getla (i) != 1 || getlb (i + 2) != 2)
    __builtin_abort ();
  for (int k = 0; k < 4; k++)
    {
      if (addrs[k] != aux_addrs (k))
	__builtin_abort ();
      for (int j = 0; j < k; j++)
	if (addrs[k] == addrs[j])
	  __builtin_abort ();
    }
  return 0;
}

// { dg-final { mergefn-apart "tb" "ta" "^different comdat groups$" } }
// { dg-final { mergefn-apart "_Z2ttIjE" "_Z2ttIiE" "^different comdat groups$" } }
// { dg-final { mergefn-not-merged "tb" } }
// { dg-final { mergefn-not-merged "_Z2ttIjE" } }
// { dg-final { mergefn-merged "_ZN12_GLOBAL__N_1L2lbE" "_ZN12_GLOBAL__N_1L2laE" "alias" } }
