/* SPDX-License-Identifier: GPL-3.0-or-later */
/* symtab-edit.c: every change this plugin makes to the symbol table or
   to GCC's summaries (include/symtab-edit.h), each a sequence that must
   stay in step with GCC as its own ICF does them (ipa-icf.cc): removal
   hooks, body release, alias or wrapper creation, insertion hooks.  It
   knows nothing of why a merge was chosen.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/symtab-edit.h"

/* A symbol that becomes an alias must not keep the RTL of its own
   definition.  */
static bool
clear_rtl (symtab_node *node, void *)
{
  SET_DECL_RTL (node->decl, NULL);
  return false;
}

static bool
set_local (cgraph_node *node, void *data)
{
  node->local = data != NULL;
  return false;
}

void
mf_edit_function_alias (cgraph_node *g, cgraph_node *s)
{
  quiet_dump quiet;
  g->icf_merged = true;
  ipa_merge_profiles (s, g);
  symtab->call_cgraph_removal_hooks (g);
  g->release_body (true);
  mf_reset_node (g);
  ((symtab_node *) g)->call_for_symbol_and_aliases (clear_rtl, NULL, true);
  cgraph_node::create_alias (g->decl, s->decl);
  g->resolve_alias (s);
  /* S may have been local (all callers known, free to change its calling
     convention); an alias visible elsewhere ends that.  */
  s->call_for_symbol_thunks_and_aliases
    (set_local, (void *) (size_t) s->local_p (), true);
}

cgraph_node *
mf_edit_local_alias (cgraph_node *s)
{
  return dyn_cast <cgraph_node *> (s->noninterposable_alias ());
}

void
mf_edit_wrapper (cgraph_node *g, cgraph_node *target, cgraph_node *s,
		 bool never_inlined)
{
  quiet_dump quiet;
  g->icf_merged = true;
  target->icf_merged = true;
  symtab->call_cgraph_removal_hooks (g);
  ipa_merge_profiles (s, g, true);
  mf_create_wrapper (g, target);
  /* Keep the wrapper a jump: the inliner must not copy TARGET's body back
     into it (callers may still inline the wrapper itself).  */
  for (cgraph_edge *e = g->callees; e; e = e->next_callee)
    {
      e->inline_failed = CIF_FUNCTION_NOT_INLINABLE;
      e->call_stmt_cannot_inline_p = true;
    }
  /* The wrapper is ours: no -Winline about it.  */
  if (never_inlined)
    {
      DECL_UNINLINABLE (g->decl) = 1;
      DECL_NO_INLINE_WARNING_P (g->decl) = 1;
    }
  symtab->call_cgraph_insertion_hooks (g);
}

unsigned
mf_edit_redirect_callers (cgraph_node *g, cgraph_node *s)
{
  unsigned n = 0;
  for (cgraph_edge *e = g->callers; e;)
    {
      cgraph_edge *next = e->next_caller;
      /* Thunks may not be redirected to another symbol.  */
      if (!e->caller->thunk)
	{
	  e->redirect_callee (s);
	  n++;
	}
      e = next;
    }
  if (n)
    {
      g->icf_merged = true;
      s->icf_merged = true;
    }
  return n;
}

void
mf_edit_drop_body (cgraph_node *g, cgraph_node *s)
{
  quiet_dump quiet;
  ipa_merge_profiles (s, g);
  symtab->call_cgraph_removal_hooks (g);
  g->release_body ();
  mf_reset_node (g);
  g->body_removed = true;
  g->icf_merged = true;
}

void
mf_edit_drop_inline_clones (cgraph_node *g)
{
  for (cgraph_edge *e = g->callees, *next; e; e = next)
    {
      next = e->next_callee;
      if (!e->inline_failed)
	e->callee->remove_symbol_and_inline_clones ();
    }
}

/* A function whose direct calls became calls through a parameter now has
   its address passed around: its callers are no longer all known, so
   later passes may neither specialize it for the constant arguments of
   the calls they see (ipa-cp) nor change its signature (ipa-sra), as they
   may for a local function.  A variable the shared body accesses through
   its address has it taken now (it may have been accessed directly only,
   and then nothing could point to it).  */
static void
mark_callee_escaped (tree constant)
{
  if (TREE_CODE (constant) != ADDR_EXPR)
    return;
  tree base = get_base_address (TREE_OPERAND (constant, 0));
  if (base && VAR_P (base))
    TREE_ADDRESSABLE (base) = 1;
  if (TREE_CODE (TREE_OPERAND (constant, 0)) != FUNCTION_DECL)
    return;
  cgraph_node *callee = cgraph_node::get (TREE_OPERAND (constant, 0));
  if (!callee)
    return;
  callee->mark_address_taken ();
  callee->local = false;
  cgraph_node *target = callee->ultimate_alias_target ();
  target->local = false;
}

void
mf_edit_params_call (cgraph_node *g, cgraph_node *shared,
		     const vec<tree> &consts)
{
  quiet_dump quiet;
  cgraph_edge *e = g->callees;
  gcall *old_call = e->call_stmt;
  auto_vec<tree> args;
  for (unsigned i = 0; i < gimple_call_num_args (old_call); i++)
    args.safe_push (gimple_call_arg (old_call, i));
  for (unsigned i = 0; i < consts.length (); i++)
    args.safe_push (unshare_expr_without_location (consts[i]));
  push_cfun (DECL_STRUCT_FUNCTION (g->decl));
  gcall *call = gimple_build_call_vec (gimple_call_fn (old_call), args);
  gimple_call_set_fntype (call, TREE_TYPE (shared->decl));
  gimple_call_set_lhs (call, gimple_call_lhs (old_call));
  gimple_call_copy_flags (call, old_call);
  gimple_set_location (call, gimple_location (old_call));
  gimple_move_vops (call, old_call);
  gimple_stmt_iterator gsi = gsi_for_stmt (old_call);
  gsi_replace (&gsi, call, false);
  update_stmt (call);
  /* The constants may be addresses: G now refers to those symbols.  */
  cgraph_edge::rebuild_references ();
  pop_cfun ();
  e = cgraph_edge::set_call_stmt (e, call, false);
  for (unsigned i = 0; i < consts.length (); i++)
    mark_callee_escaped (consts[i]);
  /* Summaries were made from the call without the constants.  */
  mf_summarize_again (g);
}

/* The shared body of a parameterised merge (params.c): a copy of
   FIRST's, its life from the copy to its summaries.  */

cgraph_node *
mf_edit_copy_body (cgraph_node *first, const char *suffix)
{
  return first->create_version_clone_with_body (vNULL, NULL, NULL, NULL,
						NULL, suffix);
}

void
mf_edit_discard_copy (cgraph_node *copy)
{
  mf_free_dominators (copy);
  copy->remove ();
}

void
mf_edit_const_to_pure (cgraph_node *node)
{
  if (TREE_READONLY (node->decl))
    {
      TREE_READONLY (node->decl) = 0;
      DECL_PURE_P (node->decl) = 1;
    }
}

void
mf_edit_copy_changed (cgraph_node *copy, bool no_clones)
{
  /* Its summaries were made from the original's body before the change:
     those of its calls too, which rebuilding the edges drops.  */
  for (cgraph_edge *e = copy->callees; e; e = e->next_callee)
    symtab->call_edge_removal_hooks (e);
  for (cgraph_edge *e = copy->indirect_calls; e; e = e->next_callee)
    symtab->call_edge_removal_hooks (e);
  push_cfun (DECL_STRUCT_FUNCTION (copy->decl));
  cgraph_edge::rebuild_edges ();
  cgraph_edge::rebuild_references ();
  pop_cfun ();
  if (no_clones)
    DECL_ATTRIBUTES (copy->decl)
      = tree_cons (get_identifier ("noclone"), NULL_TREE,
		   DECL_ATTRIBUTES (copy->decl));
  mf_summarize_again (copy);
}

void
mf_edit_update_call_stmts (cgraph_node *node)
{
  bool pushed = false;
  for (cgraph_edge *e = node->callees; e; e = e->next_callee)
    if (e->call_stmt && !e->speculative
	&& gimple_call_fndecl (e->call_stmt) != e->callee->decl)
      {
	if (!pushed)
	  push_cfun (DECL_STRUCT_FUNCTION (node->decl));
	pushed = true;
	cgraph_edge::redirect_call_stmt_to_callee (e);
      }
  if (pushed)
    pop_cfun ();
}

void
mf_summarize_again (cgraph_node *node)
{
  quiet_dump quiet;
  for (cgraph_edge *e = node->callees; e; e = e->next_callee)
    symtab->call_edge_removal_hooks (e);
  for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
    symtab->call_edge_removal_hooks (e);
  symtab->call_cgraph_removal_hooks (node);
  symtab->call_cgraph_insertion_hooks (node);
  mf_free_dominators (node);
}

void
mf_free_dominators (cgraph_node *node)
{
  function *fn = DECL_STRUCT_FUNCTION (node->decl);
  free_dominance_info (fn, CDI_DOMINATORS);
  free_dominance_info (fn, CDI_POST_DOMINATORS);
}

static bool
set_addressable (varpool_node *node, void *)
{
  TREE_ADDRESSABLE (node->decl) = 1;
  return false;
}

void
mf_edit_variable_alias (varpool_node *g, varpool_node *s)
{
  /* Passes holding summaries of G (GCC's own ICF among them) must
     forget it before it becomes an alias.  */
  symtab->call_varpool_removal_hooks (g);
  g->analyzed = false;
  DECL_INITIAL (g->decl) = NULL;
  ((symtab_node *) g)->call_for_symbol_and_aliases (clear_rtl, NULL, true);
  g->remove_all_references ();
  if (TREE_ADDRESSABLE (g->decl))
    s->call_for_symbol_and_aliases (set_addressable, NULL, true);
  varpool_node::create_alias (g->decl, s->decl);
  g->resolve_alias (s);
}

/* NODE becomes NAME, hidden and one-only, alone in a COMDAT group of
   that name (across units: share.c, share-data.c).  */
static void
share_by_name (symtab_node *node, const char *name)
{
  tree decl = node->decl;
  tree id = get_identifier (name);
  /* A user section S becomes "S.NAME": GCC keeps one section object per
     name, and each group needs its own (share.c prints it as S again).  */
  if (const char *section = node->get_section ())
    {
      char *unique = xasprintf ("%s.%s", section, name);
      node->set_section (unique);
      free (unique);
    }
  symtab->change_decl_assembler_name (decl, id);
  DECL_VISIBILITY (decl) = VISIBILITY_HIDDEN;
  DECL_VISIBILITY_SPECIFIED (decl) = 1;
  DECL_COMDAT (decl) = 1;
  make_decl_one_only (decl, id);
  node->externally_visible = true;
}

void
mf_edit_share_by_name (cgraph_node *node, const char *name)
{
  share_by_name (node, name);
  /* A weak definition's callers may rely on nothing of its code: this
     one's may, on what its final name covers (share-name.c).  */
  DECL_WEAK (node->decl) = 0;
  node->local = false;
}

void
mf_edit_share_variable_by_name (varpool_node *var, const char *name)
{
  tree decl = var->decl;
  share_by_name (var, name);
  /* Made again from the new name, out of any object block of the unit's
     own sections.  */
  if (DECL_RTL_SET_P (decl))
    SET_DECL_RTL (decl, NULL_RTX);
  /* Weak, as one-only makes it: its initializer is still folded (a
     COMDAT's is the same in every unit), but this unit may no longer
     raise its alignment for its own loops, which another unit's copy,
     kept by the linker, would not have.  */
  DECL_WEAK (decl) = 1;
  /* Not STB_GNU_UNIQUE, as GCC would print a one-only variable the user
     wrote: that would mark the whole file with GNU's OS/ABI.  A hidden
     symbol needs no uniqueness from the dynamic linker.  */
  DECL_ARTIFICIAL (decl) = 1;
}

void
mf_edit_keep_for_unknown_callers (cgraph_node *node)
{
  node->local = false;
  node->can_change_signature = false;
}

void
mf_edit_rename_shared (cgraph_node *node, const char *name)
{
  tree decl = node->decl;
  tree id = get_identifier (name);
  const char *was = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl));
  /* "S.<first name>", a user's section or GCC's unique one.  */
  if (const char *section = node->get_section ())
    {
      size_t n = strlen (section), k = strlen (was);
      if (n > k && !strcmp (section + n - k, was))
	{
	  char *renamed = xasprintf ("%.*s%s", (int) (n - k), section, name);
	  node->set_section (renamed);
	  free (renamed);
	}
    }
  symtab->change_decl_assembler_name (decl, id);
  /* Its own RTL and every call expanded since share the symbol.  */
  if (DECL_RTL_SET_P (decl))
    XSTR (XEXP (DECL_RTL (decl), 0), 0) = IDENTIFIER_POINTER (id);
  node->set_comdat_group (id);
}

void
mf_edit_share_without_promise (cgraph_node *node)
{
  DECL_WEAK (node->decl) = 1;
}
