/* Across units, a helper that hands out __func__ (a string the compiler
   makes for it, as a string literal, and as a C++ inline function's,
   which every copy shares) is shared by content like one that does not;
   both units still read their helper's name.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-inline -fplugin-arg-mergefn-across-units" } */
/* { dg-additional-sources "share-func-name-aux.c" } */

#include "share-func-name.h"

extern int aux_named (const char **where, int x);

int
main (void)
{
  const char *w1 = 0, *w2 = 0;
  if (named_check (&w1, 5) != 1105 || strcmp (w1, "named_check") != 0)
    __builtin_abort ();
  if (aux_named (&w2, 7) != 1107 || strcmp (w2, "named_check") != 0)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^keyed named_check __mf_" } } */
/* { dg-final { scan-mergefn-dump "^keyed named_check __mf_" "share-func-name-aux.c" } } */
/* { dg-final { mergefn-script "share-linked.sh" } } */
