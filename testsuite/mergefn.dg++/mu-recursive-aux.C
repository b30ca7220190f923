// Helper of mu-recursive.C, built without the plugin and linked first:
// its plain copies of the E instantiations (the survivors) and of the
// int ones are the ones the linker keeps.
#include "mu-recursive.h"

int
aux_run (int x, int d)
{
  return walk (x, d) + walk (E (x), d) + ping (x, d) + ping (E (x), d);
}
