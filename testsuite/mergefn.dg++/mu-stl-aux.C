// Helper of mu-stl-*.C, built with the plugin.
#include "mu-stl.h"

long
unit_b (int k)
{
  return stl::work (k);
}
