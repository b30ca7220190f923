// Rule (params-polymorphic-local.C, the other direction): functions with
// automatic objects of one polymorphic class that differ only in a
// constant share one body, as any others do.  twice_sum_3 and twice_sum_9
// are not noinline (a noinline function is never made a thunk):
// -fno-inline keeps main's calls out of line.
// { dg-do run }
// { dg-options "-Os -fno-ipa-icf -fno-inline" }

extern "C" void abort ();

#include "params-polymorphic-local.h"

// Merged: local objects of one class, functions that differ in a constant.
int twice_sum_3 (int n) { twice w; return w.walk (n) + (int) *w.count + 3; }
int twice_sum_9 (int n) { twice w; return w.walk (n) + (int) *w.count + 9; }

int
main ()
{
  if (twice_sum_3 (5) != 28 || twice_sum_9 (5) != 34)
    abort ();
  return 0;
}

// { dg-final { mergefn-params "_Z11twice_sum_3i" "_Z11twice_sum_3i" "1" } }
// { dg-final { mergefn-params "_Z11twice_sum_9i" "_Z11twice_sum_3i" "1" } }
