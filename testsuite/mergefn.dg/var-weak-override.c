/* Rule: a weak definition overridden at link time keeps being overridden
   after merging, and what it was merged with keeps its own contents
   (doc/merge-rules.md 4).  Here for read-only tables: weak_tab (weak,
   public) and own_tab (static) are equal; the object
   var-weak-override-aux.c (compiled without the plugin) overrides
   weak_tab with other contents.  Reads of weak_tab must see the
   override; reads of own_tab must see this unit's contents, also through
   functions that read them (get_weak, get_own), which must not be
   merged into one another if that changes what they read.  */
/* { dg-do run } */
/* { dg-mergefn-object "var-weak-override-aux.c" "-O2" } */

const int weak_tab[4] __attribute__ ((weak)) = { 1, 2, 3, 4 };
static const int own_tab[4] = { 1, 2, 3, 4 };

int __attribute__ ((noinline))
get_weak (int i)
{
  return weak_tab[i];
}

int __attribute__ ((noinline))
get_own (int i)
{
  return own_tab[i];
}

volatile int in = 1;

int
main (void)
{
  int i = in;
  if (get_weak (i) != 20)		/* The override.  */
    __builtin_abort ();
  if (get_own (i) != 2)			/* This unit's table.  */
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-not-merged "get_own" } } */
/* { dg-final { mergefn-not-merged "get_weak" } } */
