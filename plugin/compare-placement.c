/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compare-placement.c: where a symbol goes, as a key of the total order.

   Two equal bodies placed apart must never be one class: callers are
   compared through their callees' classes, so a split made only when a
   class is merged comes too late (a caller of code in a section freed
   after start-up, the kernel's .init.text, became a wrapper of a caller
   of the .text twin, and ran freed code).  So every property that keeps
   equal bodies apart for their placement is compared here, with the
   bodies, and equal symbols are always placed alike:
     the explicit section (one GCC chose itself, -ffunction-sections,
       does not count; the user's choice does, whatever its name);
     under -fipa-pta, whether the symbol escapes (merged with one that
       does not, the analysis loses what it proved of the other's calls
       and accesses: GCC's gcc.dg/ipa/ipa-pta-13.c then failed to link).
   A function's full hash takes the section (its shape hash does not, so
   that near misses still meet in the dump); never whether a symbol
   escapes, which changes between compile time and WPA, where the hash
   must stay the same.  */
#include "compat.h"
#include "mergefn/candidates.h"
#include "mergefn/compare.h"

/* May NODE's address reach code the points-to analysis cannot see?  */
static bool
escapes_p (symtab_node *node)
{
  return node->address_taken || node->externally_visible;
}

int
mf_cmp_section (symtab_node *a, symtab_node *b)
{
  const char *sa = mf_explicit_section (a), *sb = mf_explicit_section (b);
  if (!sa || !sb)
    return mf_cmp_int (sa != NULL, sb != NULL);
  return strcmp (sa, sb);
}

int
mf_cmp_placement (struct mf_cmp *c, symtab_node *a, symtab_node *b)
{
#if MF_FAULT == MF_FAULT_PLACEMENT
  /* Fault: every symbol is placed alike.  */
  return 0;
#endif
  MF_CMP (c, mf_cmp_section (a, b), "section");
  if (c->env->ipa_pta)
    MF_CMP (c, mf_cmp_int (escapes_p (a), escapes_p (b)),
	    "with -fipa-pta, only one of them escapes");
  return 0;
}

void
mf_hash_placement (inchash::hash &h, symtab_node *node)
{
  const char *section = mf_explicit_section (node);
#if MF_FAULT == MF_FAULT_PLACEMENT	/* The fault's order ignores it.  */
  section = NULL;
#endif
  h.add_flag (section != NULL);
  if (section)
    h.add (section, strlen (section));
}
