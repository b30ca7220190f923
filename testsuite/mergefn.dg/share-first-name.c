/* Across units, a shared body takes its final name just before final
   (plugin/share-name.c).  Here down_helper and pub_down call each other,
   and GCC compiles pub_down first: its call has already printed the
   helper's first name.  That name stays, and the body becomes a weak
   definition, on whose code its callers rely on nothing (-fipa-ra): the
   dump says why (with -fplugin-arg-mergefn-dump, the RTL dump of
   mergefn_share_name).  The other unit compiles the helper first, and names it
   finally: the two copies stay apart, and the program computes what it
   did.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-inline -fplugin-arg-mergefn-across-units" } */
/* { dg-additional-sources "share-first-name-aux.c" } */

#include "share-first-name.h"

int
pub_down (int x)
{
  return x > 3 ? down_helper (x - 2) : x + down_helper (x - 1);
}

extern int aux_down (int);
int (*volatile check_aux) (int) = aux_down;

/* Computed without the plugin.  */
static const int want_down[12] = { 0, 1, 3, 6, 3, 7, 13, 7, 15, 27, 15, 31 };
static const int want_aux[12] = { 5, 6, 8, 12, 18, 12, 20, 32, 20, 36, 60, 36 };

int
main (void)
{
  for (int i = 0; i < 12; i++)
    {
      if (pub_down (i) != want_down[i])
	__builtin_abort ();
      if (check_aux (i) != want_aux[i])
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-mergefn-dump "^share down_helper __mf_" } } */
/* { dg-final { mergefn-script "share-first-name.sh" } } */
