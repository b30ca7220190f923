// Helper of tmpl-explicit.C, built without the plugin and linked first:
// implicit instantiations of the same functions, the copies the linker
// keeps.
#include "tmpl-explicit.h"

int (*volatile ptrs[2]) (int) = { tf<int>, tg<int> };

int
implicit_use (int x)
{
  return ptrs[0] (x) + ptrs[1] (x) + tf (E (x)) + tg (E (x));
}
