/* SPDX-License-Identifier: GPL-3.0-or-later */
/* merge-fn.c: merge one class of equal functions through the symbol table.

   Knows nothing of how equality was proved.  The survivor is chosen by
   rule (merge.c): a definition the linker cannot drop or replace, that
   cannot be interposed, whose address is observable; between comdat
   members the smallest assembler name, the same choice in every unit.
   Every other member G becomes, in order of preference:
     an alias of the survivor, when both are in the same comdat group (or
       neither is in one) and at most one of the class's observable
       addresses then lands on the survivor's (C requires &f != &g for
       distinct functions whose addresses can be compared);
     its direct callers redirected to the survivor, and its body dropped
       when nothing else needs it (both must be non-interposable); a
       comdat member nobody else references is then not emitted here at
       all, and other units emit their own copy if they need one;
     a wrapper: a tail call to the survivor (to its local alias when the
       survivor may be interposed).  Across comdat groups only to the
       survivor's global symbol and only towards a smaller name (doc/cxx.md
       explains why every combination of kept groups then links and runs).
       The wrapper's call is never inlined, or the inliner would copy the
       survivor's body back and the merge would save nothing.
   Each refusal says why in the dump.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/options.h"
#include "mergefn/candidates.h"
#include "mergefn/dynsym.h"
#include "mergefn/merge.h"
#include "mergefn/reason.h"
#include "mergefn/report.h"
#include "mergefn/symtab-edit.h"

/* Said before the symbol table changes: the note reads where G came
   from, which turning it into an alias forgets.  G joins MERGED_AWAY.  */
static void
note_merge (hash_set<mf_symbol_key> *merged_away, cgraph_node *g,
	    cgraph_node *s, const char *how, int size)
{
  merged_away->add (mf_key (g));
  mf_note_merge (g, s, how, size);
}

int
mf_body_size (cgraph_node *node)
{
  ipa_size_summary *size = ipa_size_summaries
			   ? ipa_size_summaries->get (node) : NULL;
  return size ? size->size : 0;
}


/* A wrapper passes its parameters and result straight through, which GCC
   allows only between compatible types; bodies may be equal with types
   that merely share a layout (struct a vs struct b).  */
static bool
wrapper_types_compatible_p (tree g, tree s)
{
  if (!types_compatible_p (TREE_TYPE (TREE_TYPE (g)), TREE_TYPE (TREE_TYPE (s))))
    return false;
  tree pg = DECL_ARGUMENTS (g), ps = DECL_ARGUMENTS (s);
  for (; pg && ps; pg = DECL_CHAIN (pg), ps = DECL_CHAIN (ps))
    if (!types_compatible_p (TREE_TYPE (pg), TREE_TYPE (ps)))
      return false;
  return !pg && !ps;
}

/* In GCC's size units (roughly instructions).  GCC's ICF uses 2, which
   turns 3-instruction stubs into wrappers no smaller than they were.  */
#define MF_MIN_WRAPPED_SIZE 4

const char *
mf_forwarding_refusal (cgraph_node *g, cgraph_node *target)
{
  if (const char *why = mf_role_refusal (g, MF_AS_WRAPPER))
    return why;
  if (const char *why = mf_role_refusal (target, MF_AS_CALLEE))
    return why;
  if (!wrapper_types_compatible_p (g->decl, target->decl))
    return "types equal in layout only: no wrapper";
  if (DECL_STATIC_CHAIN (g->decl))
    return "a nested function cannot become a wrapper";
  if (stdarg_p (TREE_TYPE (g->decl)))
    return "a variadic function cannot become a wrapper";
  return NULL;
}

/* Why G cannot become a wrapper calling TARGET, or NULL.  */
static const char *
wrapper_refusal (cgraph_node *g, cgraph_node *target)
{
  if (!target)
    return "the survivor may be interposed and has no local alias";
  if (const char *why = mf_forwarding_refusal (g, target))
    return why;
  if (!mf_same_comdat_group_p (g, target) && target->get_comdat_group ())
    {
      /* G's group may be kept from this unit and TARGET's from another:
	 call TARGET's global symbol, and only towards a smaller name, as
	 every unit does, so wrappers can never call each other in a
	 loop.  */
      if (target->comdat_local_p ())
	return "the survivor is local to its comdat group";
      if (g->get_comdat_group ()
	  && strcmp (target->asm_name (), g->asm_name ()) > 0)
	return "a wrapper across comdat groups must call a smaller name";
    }
  ipa_size_summary *size = ipa_size_summaries
			   ? ipa_size_summaries->get (g) : NULL;
  /* A wrapper is a tail call: a body of a few instructions (a stub that
     returns a constant) is no bigger than the jump that replaces it.  */
  if (size && size->self_size <= MF_MIN_WRAPPED_SIZE)
    return "too small for a wrapper to save anything";
  return NULL;
}

/* The function a wrapper of S calls: S itself when it cannot be
   interposed, else a local alias of it (NULL if none can be made: a
   local alias inside a comdat group may be discarded with it).  */
static cgraph_node *
wrapper_target (cgraph_node *s)
{
  if (!mf_interposable_p (s))
    return s;
  if (mf_discardable_p (s) || s->get_comdat_group ())
    return NULL;
  return mf_edit_local_alias (s);
}


/* Why G's and S's attributes forbid G to become an alias of S, or
   NULL.  */
static const char *
attribute_alias_refusal (cgraph_node *g, cgraph_node *s)
{
  if (const char *why = mf_role_refusal (g, MF_AS_ALIAS))
    return why;
  return mf_role_refusal (s, MF_AS_ALIAS);
}

/* Why G cannot become an alias of S, or NULL.  */
static const char *
alias_refusal (cgraph_node *g, cgraph_node *s)
{
  if (const char *why = attribute_alias_refusal (g, s))
    return why;
  return mf_alias_refusal (g, s);
}

/* Why G's callers may not be redirected to S, as far as attributes say,
   or NULL.  */
static const char *
redirect_refusal (cgraph_node *g, cgraph_node *s)
{
  if (const char *why = mf_role_refusal (g, MF_AS_REDIRECT))
    return why;
  return mf_role_refusal (s, MF_AS_REDIRECT);
}

/* With preserve-debug, every call of G goes through G, where a
   debugger's breakpoint on G waits.  So too when G's callers may not be
   redirected: a caller that inlined the wrapper would call S itself.  */
bool
mf_never_inlined_p (cgraph_node *g, cgraph_node *s)
{
  return mf_opts.preserve_debug || redirect_refusal (g, s);
}

/* The reason G stays apart: NO_WRAPPER, after what the attributes
   already refused (ATTR_WHY, or NULL), so the dump tells the whole
   story.  */
static const char *
apart_reason (const char *attr_why, const char *no_wrapper)
{
  if (!attr_why || attr_why == no_wrapper)
    return no_wrapper;
  return mf_reason (attr_why, mf_reason ("and", no_wrapper));
}

/* Merge G into S.  *OWNER_TAKEN says whether an observable address
   already sits at S's.  Returns true if G was merged.  */
static bool
merge_one (cgraph_node *g, cgraph_node *s, bool *owner_taken,
	   const mf_function_merge *m)
{
  bool g_addr = g->address_matters_p ();
  int size = mf_body_size (g);
  if (DECL_EXTERNAL (g->decl))
    {
      mf_note_apart (g, s, "external definition");
      return false;
    }
  /* What the attributes refused, for the dump should G stay apart.  */
  const char *attr_why = attribute_alias_refusal (g, s);
  /* With preserve-debug, G keeps an entry of its own: wrapper only.  */
  if (!mf_opts.preserve_debug && !alias_refusal (g, s)
      && !(g_addr && *owner_taken))
    {
      if (g_addr)
	*owner_taken = true;
      if (g->address_taken)
	*m->address_changed = true;
      note_merge (m->merged_away, g, s, "alias", size);
      mf_edit_function_alias (g, s);
      return true;
    }

  cgraph_node *target = wrapper_target (s);
  const char *no_wrapper = wrapper_refusal (g, target);
  const char *no_redirect = redirect_refusal (g, s);
  if (no_redirect)
    attr_why = no_redirect;
  bool can_redirect = !mf_interposable_p (g) && !mf_interposable_p (s)
		      && !s->comdat_local_p () && !mf_opts.preserve_debug
		      && !no_redirect;
  /* S now runs for G's callers too: if S was known to run only for
     callers of merged comdat copies, that no longer holds.  */
  if (s->merged_comdat && !g->merged_comdat)
    s->merged_comdat = false;
  if (can_redirect)
    {
      unsigned n = mf_edit_redirect_callers (g, s);
      /* Thunks keep calling G: its body must stay.  */
      if (!g->callers && g->can_remove_if_no_direct_calls_p ()
	  && !g->address_taken
	  && !DECL_VIRTUAL_P (g->decl) && !g->has_aliases_p ())
	{
	  note_merge (m->merged_away, g, s, "redirect", size);
	  mf_edit_drop_body (g, s);
	  return true;
	}
      if (!no_wrapper)
	{
	  note_merge (m->merged_away, g, s, "wrapper", size);
	  mf_edit_wrapper (g, target, s, mf_never_inlined_p (g, s));
	  return true;
	}
      if (n)
	{
	  note_merge (m->merged_away, g, s, "redirect", size);
	  return true;
	}
      mf_note_apart (g, s, apart_reason (attr_why, no_wrapper));
      return false;
    }
  if (no_wrapper)
    {
      mf_note_apart (g, s, apart_reason (attr_why, no_wrapper));
      return false;
    }
  note_merge (m->merged_away, g, s, "wrapper", size);
  mf_edit_wrapper (g, target, s, mf_never_inlined_p (g, s));
  return true;
}

static bool
merge_function (symtab_node *g, symtab_node *s, bool *owner_taken,
		void *data)
{
  return merge_one (dyn_cast <cgraph_node *> (g), dyn_cast <cgraph_node *> (s),
		    owner_taken, (const mf_function_merge *) data);
}

const struct mf_merger mf_function_merger = { merge_function };

/* Merge G into S after inlining (late.c), both emitted: G keeps its
   symbol and its callers, as an alias in its own comdat group or as a
   wrapper; never by redirecting its callers, which would make its symbol
   vanish.  */
static bool
merge_late (symtab_node *gn, symtab_node *sn, bool *owner_taken, void *data)
{
  const mf_function_merge *m = (const mf_function_merge *) data;
  cgraph_node *g = dyn_cast <cgraph_node *> (gn);
  cgraph_node *s = dyn_cast <cgraph_node *> (sn);
  bool g_addr = g->address_matters_p ();
  int size = mf_body_size (g);
  /* Inline clones of G in its callers, or ipa-cp clones, are made from
     its body later: it stays (it may still be a survivor).  */
  if (g->clones)
    {
      mf_note_apart (g, s, "its body is also inlined or cloned elsewhere");
      return false;
    }
  if (const char *why = mf_dynsym_removal_refusal (g))
    {
      mf_note_apart (g, s, why);
      return false;
    }
  if (!mf_opts.preserve_debug && !alias_refusal (g, s)
      && !(g_addr && *owner_taken))
    {
      if (g_addr)
	*owner_taken = true;
      note_merge (m->merged_away, g, s, "alias", size);
      mf_edit_drop_inline_clones (g);
      mf_edit_function_alias (g, s);
      return true;
    }
  cgraph_node *target = wrapper_target (s);
  if (const char *why = wrapper_refusal (g, target))
    {
      mf_note_apart (g, s, apart_reason (attribute_alias_refusal (g, s), why));
      return false;
    }
  note_merge (m->merged_away, g, s, "wrapper", size);
  mf_edit_drop_inline_clones (g);
  mf_edit_wrapper (g, target, s, mf_never_inlined_p (g, s));
  return true;
}

const struct mf_merger mf_late_function_merger = { merge_late };
