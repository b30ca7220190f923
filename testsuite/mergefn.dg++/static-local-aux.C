// Helper of static-local.C, compiled without the plugin: the same inline
// functions, whose static locals are shared with the test's unit.
#include "static-local.h"

int
aux_bump ()
{
  return counter_a () * 1000 + counter_b () * 100 + tcount<1> () * 10 + tcount<2> ();
}
