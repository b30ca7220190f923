// Helper of var-comdat.C, built without the plugin and linked first: its
// copies of the inline variables are the ones the linker keeps.
#include "var-comdat.h"

const void *
aux_addrs (int k)
{
  switch (k)
    {
    case 0: return ta;
    case 1: return tb;
    case 2: return tt<int>;
    default: return tt<unsigned>;
    }
}
