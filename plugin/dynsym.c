/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dynsym.c: in a shared object, no merge may change which symbols it
   exports (doc/cxx.md, "Shared objects").

   Whether a comdat template instance or inline function is emitted at all
   depends on its uses after inlining: called out of line, it is emitted
   (and exported, with default visibility); inlined everywhere, it is not.
   So before inlining, merging a function whose body reaches such a
   symbol, or that is one, could make an exported symbol vanish (its last
   out-of-line use dropped with a merged body) or appear (a survivor called
   now where it was inlined before).  The first pass leaves such functions
   to the pass after inlining (late.c), which knows what is emitted and
   asks mf_dynsym_removal_refusal before it drops a body.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/candidates.h"
#include "mergefn/dynsym.h"
#include "mergefn/reason.h"

/* Does this symbol's emission follow its uses, and is it exported?  */
static bool
follows_uses_exported_p (symtab_node *node)
{
  return node->definition && !node->alias && mf_dynamic_symbol_p (node)
	 && mf_emitted_if_used_p (node);
}

/* Push onto WORK every user of NODE not yet in REACH, adding it.  */
static void
add_users (hash_set<mf_symbol_key> *reach, symtab_node *node,
	   vec<symtab_node *> *work)
{
  if (cgraph_node *fn = dyn_cast <cgraph_node *> (node))
    for (cgraph_edge *e = fn->callers; e; e = e->next_caller)
      {
	symtab_node *user = e->caller->inlined_to ? e->caller->inlined_to
			    : e->caller;
	if (!reach->add (mf_key (user)))
	  work->safe_push (user);
      }
  ipa_ref *ref;
  for (int i = 0; node->iterate_referring (i, ref); i++)
    if (!reach->add (mf_key (ref->referring)))
      work->safe_push (ref->referring);
}

/* REACH: the exported symbols that follow their uses, and, backwards
   along calls and references, every symbol whose body or initializer
   uses one; through a user whose own emission follows its uses, on to
   its users too.  A user emitted anyway (a plain exported function) is
   in REACH, but its users are not on its account.  NULL outside shared
   objects.  */
hash_set<mf_symbol_key> *
mf_dynsym_reach (void)
{
  if (!mf_shared_object_p ())
    return NULL;
  hash_set<mf_symbol_key> *reach = new hash_set<mf_symbol_key>;
  auto_vec<symtab_node *> work;
  symtab_node *node;
  FOR_EACH_SYMBOL (node)
    if (follows_uses_exported_p (node) && !reach->add (mf_key (node)))
      work.safe_push (node);
  while (!work.is_empty ())
    {
      node = work.pop ();
      if (mf_emitted_if_used_p (node) || node->alias)
	add_users (reach, node, &work);
    }
  return reach;
}

bool
mf_dynsym_reach_p (hash_set<mf_symbol_key> *reach, symtab_node *node)
{
  return reach && reach->contains (mf_key (node));
}

/* The function containing NODE's code: itself, or what it is inlined
   into.  */
static symtab_node *
root_of (symtab_node *node)
{
  cgraph_node *fn = dyn_cast <cgraph_node *> (node);
  return fn && fn->inlined_to ? fn->inlined_to : node;
}

/* Is every use of NODE in a symbol of DEAD (or in code inlined into
   one)?  */
static bool
all_uses_in_p (symtab_node *node, hash_set<symtab_node *> &dead)
{
  if (cgraph_node *fn = dyn_cast <cgraph_node *> (node))
    for (cgraph_edge *e = fn->callers; e; e = e->next_caller)
      if (!dead.contains (root_of (e->caller)))
	return false;
  ipa_ref *ref;
  for (int i = 0; node->iterate_referring (i, ref); i++)
    if (!dead.contains (root_of (ref->referring)))
      return false;
  return true;
}

/* Push onto WORK what the code of NODE (and the code inlined into it)
   calls or refers to.  */
static void
add_uses (cgraph_node *node, vec<symtab_node *> *work)
{
  for (cgraph_edge *e = node->callees; e; e = e->next_callee)
    {
      if (!e->inline_failed)
	add_uses (e->callee, work);
      else
	work->safe_push (e->callee);
    }
  ipa_ref *ref;
  for (int i = 0; node->iterate_reference (i, ref); i++)
    work->safe_push (ref->referred);
}

/* After inlining, may NODE's body go (NODE itself stays, as a wrapper or
   an alias)?  Not when with it goes the last use of an exported symbol
   that follows its uses, directly or through symbols that would go too.
   NULL if it may, else why not.  */
const char *
mf_dynsym_removal_refusal (cgraph_node *node)
{
  if (!mf_shared_object_p ())
    return NULL;
  /* Symbols that lose every use: NODE's body first.  */
  hash_set<symtab_node *> dead;
  dead.add (node);
  auto_vec<symtab_node *> work;
  add_uses (node, &work);
  /* A symbol judged alive may lose its last use later: repeat until
     nothing more goes.  */
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned i = 0; i < work.length (); i++)
	{
	  symtab_node *t = work[i];
	  if (dead.contains (t) || !t->definition
	      || !mf_emitted_if_used_p (t) || !all_uses_in_p (t, dead))
	    continue;
	  if (mf_dynamic_symbol_p (t))
	    return mf_reason ("its body holds the last use of the exported",
			      t->asm_name ());
	  dead.add (t);
	  changed = true;
	  if (cgraph_node *fn = dyn_cast <cgraph_node *> (t))
	    add_uses (fn, &work);
	  else
	    {
	      ipa_ref *ref;
	      for (int k = 0; t->iterate_reference (k, ref); k++)
		work.safe_push (ref->referred);
	    }
	}
    }
  return NULL;
}
