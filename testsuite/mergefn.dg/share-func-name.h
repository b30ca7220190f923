#include <string.h>

/* Uses its own name (__func__ and __PRETTY_FUNCTION__, strings the
   compiler makes for the function, passed by address).  */
static int
named_check (const char **where, int x)
{
  *where = __func__;
  if (x < 0)
    return -1;
  return (int) strlen (__PRETTY_FUNCTION__) * 100 + x;
}
