// Helper of mu-mixed-*.C, built with the plugin at -O3:
// the same header, instantiated in one more unit.
#include "mu-mixed.h"

int
unit_b (int x, mx::fn *ptrs)
{
  mx::counter_b ();
  return mx::run_all (x, ptrs) + mx::counter_a () * 0;
}
