// Rule (doc/cxx.md "static locals"): the static locals of two inline
// functions are two variables (each in its own comdat group, shared by
// every unit that uses its function), referenced by identity: functions
// with their own counters are never equal, whatever their code looks
// like, and each counter keeps its own state, also when another unit
// (compiled without the plugin) uses the same functions.  Checked for
// zero-initialized counters, counters with a guard variable (dynamic
// initialization) and function templates.  Control: plain_a and plain_b
// merge.
// { dg-do run }
// { dg-mergefn-object "static-local-aux.C" "-O2" }

#include "static-local.h"

volatile int in = 3;

int
main ()
{
  counter_a ();
  counter_a ();
  if (counter_b () != 1 || counter_a () != 3 || counter_b () != 2)
    __builtin_abort ();
  if (guarded_a () != 11 || guarded_a () != 12 || guarded_b () != 11)
    __builtin_abort ();
  tcount<1> ();
  if (tcount<2> () != 2 || tcount<1> () != 4)
    __builtin_abort ();
  // The other unit shares every counter.
  if (aux_bump () != 4000 + 300 + 60 + 4)
    __builtin_abort ();
  if (counter_a () != 5 || counter_b () != 4 || tcount<2> () != 6)
    __builtin_abort ();
  int x = in;
  if (plain_a (x) != ((x * 109 + 4) ^ (x >> 1)) || plain_b (x) != plain_a (x))
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-differ "_Z9counter_av" "_Z9counter_bv" "^referenced symbol$" } }
// { dg-final { mergefn-not-merged "_Z9counter_av" } }
// { dg-final { mergefn-not-merged "_Z9counter_bv" } }
// { dg-final { mergefn-differ "_Z9guarded_av" "_Z9guarded_bv" "^referenced symbol$" } }
// { dg-final { mergefn-not-merged "_Z9guarded_av" } }
// { dg-final { mergefn-not-merged "_Z9guarded_bv" } }
// { dg-final { mergefn-differ "_Z6tcountILi1EEiv" "_Z6tcountILi2EEiv" "^referenced symbol$" } }
// { dg-final { mergefn-not-merged "_Z6tcountILi1EEiv" } }
// { dg-final { mergefn-not-merged "_Z6tcountILi2EEiv" } }
// { dg-final { mergefn-merged "_Z7plain_bi" "_Z7plain_ai" "redirect" } }
// { dg-final { scan-mergefn-dump-times "^merge " 1 } }
// { dg-final { mergefn-pass-not-run "static-local-aux.C" } }
