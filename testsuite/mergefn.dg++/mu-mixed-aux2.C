// Helper of mu-mixed-*.C, built without the plugin, at -O2:
// the same header, instantiated in one more unit.
#include "mu-mixed.h"

int
unit_c (int x, mx::fn *ptrs)
{
  mx::counter_b ();
  return mx::run_all (x, ptrs) + mx::counter_a () * 0;
}
