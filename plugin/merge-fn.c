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
#include "mergefn.h"

static hash_set<mf_symbol_key> *merged_away;

bool
mf_merged_away_p (symtab_node *node)
{
  return merged_away && merged_away->contains (mf_key (node));
}

void
mf_merge_reset (void)
{
  delete merged_away;
  merged_away = new hash_set<mf_symbol_key>;
}

/* Said before the symbol table changes: the note reads where G came
   from, which turning it into an alias forgets.  */
static void
note_merge (cgraph_node *g, cgraph_node *s, const char *how, int size)
{
  merged_away->add (mf_key (g));
  mf_note_merge (g, s, how, size);
}

static int
body_size (cgraph_node *node)
{
  ipa_size_summary *size = ipa_size_summaries
			   ? ipa_size_summaries->get (node) : NULL;
  return size ? size->size : 0;
}


/* Sequences that must stay in step with the symbol table (as GCC's own
   ICF does them, ipa-icf.cc): removal hooks, body release, alias or
   wrapper creation, insertion hooks.  */

static bool
set_local (cgraph_node *node, void *data)
{
  node->local = data != NULL;
  return false;
}

static bool
interposable_p (cgraph_node *node)
{
  return node->get_availability () <= AVAIL_INTERPOSABLE;
}

/* Lower is a better survivor: a definition the linker keeps, that
   cannot be interposed, whose address is observable.  */
static int
survivor_rank (cgraph_node *fn)
{
  return (mf_discardable_p (fn) ? 4 : 0) + (interposable_p (fn) ? 2 : 0)
	 + (fn->address_matters_p () ? 0 : 1);
}

static int
prefer_survivor (symtab_node *a, symtab_node *b)
{
  return mf_cmp_survivors (survivor_rank (dyn_cast <cgraph_node *> (a)),
			   survivor_rank (dyn_cast <cgraph_node *> (b)), a, b);
}

static void
make_alias (cgraph_node *g, cgraph_node *s)
{
  quiet_dump quiet;
  g->icf_merged = true;
  ipa_merge_profiles (s, g);
  symtab->call_cgraph_removal_hooks (g);
  g->release_body (true);
  mf_reset_node (g);
  ((symtab_node *) g)->call_for_symbol_and_aliases (mf_clear_rtl, NULL, true);
  cgraph_node::create_alias (g->decl, s->decl);
  g->resolve_alias (s);
  /* S may have been local (all callers known, free to change its calling
     convention); an alias visible elsewhere ends that.  */
  s->call_for_symbol_thunks_and_aliases
    (set_local, (void *) (size_t) s->local_p (), true);
}

static const char *redirect_refusal (cgraph_node *g, cgraph_node *s);

static void
make_wrapper (cgraph_node *g, cgraph_node *target, cgraph_node *s)
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
  /* With preserve-debug, every call of G goes through G, where a
     debugger's breakpoint on G waits.  So too when G's callers may not
     be redirected (redirect_refusal): a caller that inlined the wrapper
     would call S itself.  The wrapper is ours: no -Winline about it.  */
  if (mf_opts.preserve_debug || redirect_refusal (g, s))
    {
      DECL_UNINLINABLE (g->decl) = 1;
      DECL_NO_INLINE_WARNING_P (g->decl) = 1;
    }
  symtab->call_cgraph_insertion_hooks (g);
}

static unsigned
redirect_callers (cgraph_node *g, cgraph_node *s)
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

static void
drop_body (cgraph_node *g, cgraph_node *s)
{
  quiet_dump quiet;
  ipa_merge_profiles (s, g);
  symtab->call_cgraph_removal_hooks (g);
  g->release_body ();
  mf_reset_node (g);
  g->body_removed = true;
  g->icf_merged = true;
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

/* Why G cannot become a wrapper calling TARGET, or NULL.  */
static const char *
wrapper_refusal (cgraph_node *g, cgraph_node *target)
{
  if (!target)
    return "the survivor may be interposed and has no local alias";
  if (const char *why = mf_role_refusal (g, MF_AS_WRAPPER))
    return why;
  if (const char *why = mf_role_refusal (target, MF_AS_CALLEE))
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
  if (!wrapper_types_compatible_p (g->decl, target->decl))
    return "types equal in layout only: no wrapper";
  if (DECL_STATIC_CHAIN (g->decl))
    return "a nested function cannot become a wrapper";
  if (stdarg_p (TREE_TYPE (g->decl)))
    return "a variadic function cannot become a wrapper";
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
  if (!interposable_p (s))
    return s;
  if (mf_discardable_p (s) || s->get_comdat_group ())
    return NULL;
  return dyn_cast <cgraph_node *> (s->noninterposable_alias ());
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
	   bool *address_changed)
{
  bool g_addr = g->address_matters_p ();
  int size = body_size (g);
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
	*address_changed = true;
      note_merge (g, s, "alias", size);
      make_alias (g, s);
      return true;
    }

  cgraph_node *target = wrapper_target (s);
  const char *no_wrapper = wrapper_refusal (g, target);
  const char *no_redirect = redirect_refusal (g, s);
  if (no_redirect)
    attr_why = no_redirect;
  bool can_redirect = !interposable_p (g) && !interposable_p (s)
		      && !s->comdat_local_p () && !mf_opts.preserve_debug
		      && !no_redirect;
  /* S now runs for G's callers too: if S was known to run only for
     callers of merged comdat copies, that no longer holds.  */
  if (s->merged_comdat && !g->merged_comdat)
    s->merged_comdat = false;
  if (can_redirect)
    {
      unsigned n = redirect_callers (g, s);
      /* Thunks keep calling G: its body must stay.  */
      if (!g->callers && g->can_remove_if_no_direct_calls_p ()
	  && !g->address_taken
	  && !DECL_VIRTUAL_P (g->decl) && !g->has_aliases_p ())
	{
	  note_merge (g, s, "redirect", size);
	  drop_body (g, s);
	  return true;
	}
      if (!no_wrapper)
	{
	  note_merge (g, s, "wrapper", size);
	  make_wrapper (g, target, s);
	  return true;
	}
      if (n)
	{
	  note_merge (g, s, "redirect", size);
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
  note_merge (g, s, "wrapper", size);
  make_wrapper (g, target, s);
  return true;
}

static bool
merge_function (symtab_node *g, symtab_node *s, bool *owner_taken,
		void *address_changed)
{
  return merge_one (dyn_cast <cgraph_node *> (g), dyn_cast <cgraph_node *> (s),
		    owner_taken, (bool *) address_changed);
}

const struct mf_merger mf_function_merger = { prefer_survivor, merge_function };

/* After inlining, callees inlined into G are inline clones that only G's
   old body would have materialized: they go with it.  */
static void
drop_inline_clones (cgraph_node *g)
{
  for (cgraph_edge *e = g->callees, *next; e; e = next)
    {
      next = e->next_callee;
      if (!e->inline_failed)
	e->callee->remove_symbol_and_inline_clones ();
    }
}

/* Merge G into S after inlining (late.c), both emitted: G keeps its
   symbol and its callers, as an alias in its own comdat group or as a
   wrapper; never by redirecting its callers, which would make its symbol
   vanish.  */
static bool
merge_late (symtab_node *gn, symtab_node *sn, bool *owner_taken, void *)
{
  cgraph_node *g = dyn_cast <cgraph_node *> (gn);
  cgraph_node *s = dyn_cast <cgraph_node *> (sn);
  bool g_addr = g->address_matters_p ();
  int size = body_size (g);
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
      note_merge (g, s, "alias", size);
      drop_inline_clones (g);
      make_alias (g, s);
      return true;
    }
  cgraph_node *target = wrapper_target (s);
  if (const char *why = wrapper_refusal (g, target))
    {
      mf_note_apart (g, s, apart_reason (attribute_alias_refusal (g, s), why));
      return false;
    }
  note_merge (g, s, "wrapper", size);
  drop_inline_clones (g);
  make_wrapper (g, target, s);
  return true;
}

const struct mf_merger mf_late_function_merger = { prefer_survivor, merge_late };

/* Parameterised merging (params.c): G becomes a thunk that calls SHARED,
   the body G shared with FIRST, the class's first member, passing G's
   own parameters and then CONSTS, the constants that were G's at the
   positions SHARED takes as parameters.  */

/* Why G cannot become such a thunk, or NULL.  Its parameters are passed
   through to the copy of FIRST's, so their types must be compatible.  */
const char *
mf_params_thunk_refusal (cgraph_node *g, cgraph_node *first)
{
  if (DECL_EXTERNAL (g->decl))
    return "external definition";
  if (!wrapper_types_compatible_p (g->decl, first->decl))
    return "types equal in layout only: no wrapper";
  if (DECL_STATIC_CHAIN (g->decl))
    return "a nested function cannot become a wrapper";
  if (stdarg_p (TREE_TYPE (g->decl)))
    return "a variadic function cannot become a wrapper";
  if (const char *why = mf_role_refusal (g, MF_AS_WRAPPER))
    return why;
  /* The shared body is a copy of FIRST's, attributes included.  */
  return mf_role_refusal (first, MF_AS_CALLEE);
}

/* A function whose direct calls became calls through a parameter now has
   its address passed around: its callers are no longer all known, so
   later passes may neither specialize it for the constant arguments of
   the calls they see (ipa-cp) nor change its signature (ipa-sra), as they
   may for a local function.  */
static void
mark_callee_escaped (tree constant)
{
  if (TREE_CODE (constant) != ADDR_EXPR
      || TREE_CODE (TREE_OPERAND (constant, 0)) != FUNCTION_DECL)
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
mf_make_params_thunk (cgraph_node *g, cgraph_node *shared,
		      const vec<tree> &consts)
{
  int size = body_size (g);
  merged_away->add (mf_key (g));
  mf_note_params_merge (g, shared, size, consts.length ());
  /* A wrapper calling SHARED with G's parameters only; then its call
     gets the constants too.  */
  make_wrapper (g, shared, shared);
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
