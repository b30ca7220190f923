// Helper of mu-stl-*.C, built without the plugin.
#include "mu-stl.h"

long
unit_c (int k)
{
  return stl::work (k);
}
