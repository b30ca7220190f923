/* Rule: in a -fPIC shared library (semantic interposition), a public
   const table can be interposed by another definition (here from a
   preloaded library, LD_PRELOAD), while a static table with the same
   contents cannot.  The library's reads of the public table must see
   the interposing definition, its reads of the static table its own
   contents, also after merging: the static table may share the public
   one's storage, but the function reading it must not be merged with
   the one reading the interposable public symbol.  */
/* { dg-do run } */
/* { dg-mergefn-shlib "var-shlib-interpose-aux.c" } */
/* { dg-mergefn-preload "var-shlib-interpose-aux2.c" "-O2" } */

extern int get_public (int), get_static (int);

volatile int in = 2;

int
main (void)
{
  int i = in;
  if (get_public (i) != 300)		/* The preloaded definition.  */
    __builtin_abort ();
  if (get_static (i) != 3)		/* The library's own table.  */
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-not-merged "get_static" "var-shlib-interpose-aux.c" } } */
/* { dg-final { mergefn-not-merged "get_public" "var-shlib-interpose-aux.c" } } */
