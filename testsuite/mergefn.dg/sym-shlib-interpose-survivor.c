/* Rule: in a shared library built with -fPIC (semantic interposition),
   two equal public functions both stay interposable: the second becomes
   a wrapper of the first's local alias.  LD_PRELOAD interposes the
   survivor lib_a: every call to lib_a, from the program and from inside
   the library, reaches the preloaded definition, while lib_b (and the
   library's calls to it) keeps the library's body.  The two addresses
   differ, seen from either side.  */
/* { dg-do run } */
/* { dg-mergefn-shlib "sym-shlib-aux.c" } */
/* { dg-mergefn-preload "sym-shlib-interpose-survivor-aux.c" "-O2" } */

#include "sym-shlib.h"

int
main (void)
{
  int x = in;
  if (lib_a (x) != -x || lib_call_a (x) != -x + 1000)
    __builtin_abort ();
  if (lib_b (x) != LIB (x) || lib_call_b (x) != LIB (x) + 2000)
    __builtin_abort ();
  check_addresses ();
  return 0;
}

/* { dg-final { mergefn-merged "lib_b" "lib_a" "wrapper" "sym-shlib-aux.c" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 "sym-shlib-aux.c" } } */
