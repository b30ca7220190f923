/* Across units without LTO, read-only tables: a header's static const
   table that units only load from becomes one hidden symbol named by its
   content, in a COMDAT group, and the program keeps one copy (primes,
   words).  Must stay apart: a table whose address leaves its unit
   (anchor: each unit's pointer must differ, as C's distinct objects do),
   writable data (calls: each unit counts its own), and a table of one
   name with another content in each unit (scaled, SCALE differs: each
   unit computes with its own).  The script checks the objects and the
   program (one definition per shared name, a local symbol of the
   table's own name at it, no name with two digests).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-inline -fplugin-arg-mergefn-across-units -DSCALE=3" } */
/* { dg-mergefn-object "share-table-aux.c" "%flags% -USCALE -DSCALE=5" } */

#include "share-table.h"

extern int aux_sum (int n);
extern const int *aux_anchor (void);
extern int aux_calls (void);

int (*volatile sum_here) (int) = table_sum;

int
main (void)
{
  int n = 10;
  /* primes . scaled, with SCALE 3 here and 5 there, plus the words.  */
  int here = sum_here (n), there = aux_sum (n);
  if (here != 3 * 223 + 47 || there != 5 * 223 + 47)
    __builtin_abort ();
  if (anchor_of () == aux_anchor () || anchor_of ()[2] != 42
      || aux_anchor ()[2] != 42)
    __builtin_abort ();
  if (calls[0] != 1 || aux_calls () != 1)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^keyed primes __mf_\[0-9a-f\]{32}$" } } */
/* { dg-final { scan-mergefn-dump "^share primes __mf_" } } */
/* { dg-final { scan-mergefn-dump "^share words __mf_" } } */
/* { dg-final { scan-mergefn-dump "^share primes __mf_" "share-table-aux.c" } } */
/* { dg-final { scan-mergefn-dump "^share words __mf_" "share-table-aux.c" } } */
/* { dg-final { scan-mergefn-dump "^unshared anchor: its address may be compared" } } */
/* { dg-final { scan-mergefn-dump "^unshared calls: unit-local writable data" } } */
/* { dg-final { scan-mergefn-dump "^share scaled __mf_" } } */
/* { dg-final { mergefn-script "share-table.sh" } } */
