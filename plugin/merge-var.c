/* merge-var.c: merge one class of equal read-only variables.

   Variables are only ever merged by alias: there is no wrapper for data.
   So every member but one must have an address nobody can compare (or
   the user asked for it with -fmerge-all-constants, which GCC folds into
   address_can_be_compared_p).  The survivor must be a definition the
   linker keeps, and at least as aligned as every member it absorbs.  */
#include "compat.h"
#include "mergefn.h"

static bool
set_addressable (varpool_node *node, void *)
{
  TREE_ADDRESSABLE (node->decl) = 1;
  return false;
}

/* Lower is a better survivor: a definition the linker keeps, that cannot
   be interposed (a static member then keeps its own bytes and the weak or
   public one becomes an alias that can still be overridden), whose
   address is observable.  */
static int
survivor_rank (symtab_node *node)
{
  return (mf_discardable_p (node) ? 4 : 0)
	 + (node->get_availability () <= AVAIL_INTERPOSABLE ? 2 : 0)
	 + (node->address_matters_p () ? 0 : 1);
}

static int
prefer_survivor (symtab_node *a, symtab_node *b)
{
  return mf_cmp_survivors (survivor_rank (a), survivor_rank (b), a, b);
}

static void
make_alias (varpool_node *g, varpool_node *s)
{
  /* Passes holding summaries of G (GCC's own ICF among them) must
     forget it before it becomes an alias.  */
  symtab->call_varpool_removal_hooks (g);
  g->analyzed = false;
  DECL_INITIAL (g->decl) = NULL;
  ((symtab_node *) g)->call_for_symbol_and_aliases (mf_clear_rtl, NULL, true);
  g->remove_all_references ();
  if (TREE_ADDRESSABLE (g->decl))
    s->call_for_symbol_and_aliases (set_addressable, NULL, true);
  varpool_node::create_alias (g->decl, s->decl);
  g->resolve_alias (s);
}

static const char *
alias_refusal (varpool_node *g, varpool_node *s, bool owner_taken)
{
  if (DECL_EXTERNAL (g->decl))
    return "external definition";
  /* Data has no wrapper: where no alias is possible, no merge is.  */
  if (const char *why = mf_alias_refusal (g, s))
    return why;
  if (owner_taken && g->address_matters_p ())
    return "both addresses may be compared";
  /* ASan pads each global by its own alignment and registers it by name:
     an alias of another alignment, either way round, overlaps the padding
     (a false global-buffer-overflow; GCC's c-c++-common/asan/pr99168.c).  */
  if (DECL_ALIGN (s->decl) != DECL_ALIGN (g->decl)
      && (sanitize_flags_p (SANITIZE_ADDRESS, s->decl)
	  || sanitize_flags_p (SANITIZE_ADDRESS, g->decl)))
    return "AddressSanitizer needs equal alignment";
  if (DECL_ALIGN (s->decl) < DECL_ALIGN (g->decl)
      && !s->can_increase_alignment_p ())
    return "the survivor is less aligned and cannot be realigned";
  return NULL;
}

static bool
merge_variable (symtab_node *gn, symtab_node *sn, bool *owner_taken, void *)
{
  varpool_node *g = dyn_cast <varpool_node *> (gn);
  varpool_node *s = dyn_cast <varpool_node *> (sn);
  const char *why = alias_refusal (g, s, *owner_taken);
  if (why)
    {
      mf_note_apart (g, s, why);
      return false;
    }
  if (DECL_ALIGN (s->decl) < DECL_ALIGN (g->decl))
    SET_DECL_ALIGN (s->decl, DECL_ALIGN (g->decl));
  if (g->address_matters_p ())
    *owner_taken = true;
  mf_note_merge (g, s, "alias", tree_to_shwi (DECL_SIZE_UNIT (g->decl)));
  /* Before G's references change.  */
  mf_points_to_merged (g, s);
  make_alias (g, s);
  return true;
}

const struct mf_merger mf_variable_merger = { prefer_survivor, merge_variable };
