/* Variables accessed directly across units under -flto: the handlers
   h_a (here, on its static table tab) and h_b (in the other unit, on
   that unit's own static table, also named tab) differ in their table
   and a constant: they share one body, which takes the table's address;
   lto1 must then keep each unit's static table apart (promoted, it is
   referred to from the other partition's thunk: every function is a
   partition of its own here).  main checks results
   and both tables.  -Os: parameterised merging is on.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline -flto" } */
/* { dg-mergefn-link-options "-flto=2 -flto-partition=max" } */
/* { dg-additional-sources "params-global-xunit-aux.c" } */

#include "params-global-xunit.h"

static struct rec tab;
HANDLER (h_a, tab, 3)
const struct rec *tab_here (void) { return &tab; }

int
main (void)
{
  static const int v[8] = { 4, -2, 9, 7, 1, 3, 3, 8 };
  struct rec ra = { 0 }, rb = { 0 };
  for (int n = 1; n <= 8; n++)
    {
      if (h_a (v, n) != ref_handler (&ra, 3, v, n)
	  || h_b (v, 9 - n) != ref_handler (&rb, 5, v, 9 - n))
	__builtin_abort ();
    }
  if (__builtin_memcmp (tab_here (), &ra, sizeof ra)
      || __builtin_memcmp (tab_there (), &rb, sizeof rb))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "h_a" "h_a" "2" } } */
/* { dg-final { mergefn-params "h_b" "h_a" "2" } } */
