/* Rule: as sym-shlib-interpose-survivor.c, but LD_PRELOAD interposes
   the merged function lib_b (now a wrapper) instead of the survivor:
   every call to lib_b, from the program and from inside the library,
   reaches the preloaded definition, while lib_a keeps the library's
   body.  The two addresses differ, seen from either side.  */
/* { dg-do run } */
/* { dg-mergefn-shlib "sym-shlib-aux.c" } */
/* { dg-mergefn-preload "sym-shlib-interpose-merged-aux.c" "-O2" } */

#include "sym-shlib.h"

int
main (void)
{
  int x = in;
  if (lib_b (x) != -2 * x || lib_call_b (x) != -2 * x + 2000)
    __builtin_abort ();
  if (lib_a (x) != LIB (x) || lib_call_a (x) != LIB (x) + 1000)
    __builtin_abort ();
  check_addresses ();
  return 0;
}

/* { dg-final { mergefn-merged "lib_b" "lib_a" "wrapper" "sym-shlib-aux.c" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 "sym-shlib-aux.c" } } */
