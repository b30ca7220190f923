/* Second unit of share-first-name.c: no cycle here, the helper is
   compiled before its caller and takes its final name.  */
#include "share-first-name.h"

int
aux_down (int x)
{
  return down_helper (x) + 5;
}
