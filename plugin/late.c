/* SPDX-License-Identifier: GPL-3.0-or-later */
/* late.c: the second pass, right after inlining, for classes of
   functions that in a shared object could not merge before inlining
   (dynsym.c): once inlining has decided what this unit emits, the members
   that stay emitted merge into a survivor that stays emitted too, as an
   alias in their own comdat group or as a wrapper, never by redirecting
   callers, so every symbol stays; and never when the dropped body held
   the last use of an exported symbol.  A member whose body other copies
   still need (inlined into a caller, or cloned by ipa-cp) keeps it.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/candidates.h"
#include "mergefn/late.h"
#include "mergefn/merge.h"
#include "mergefn/report.h"
#include "mergefn/share.h"
#include "mergefn/verify.h"

/* What the first pass hands this one.  Not the state of one pass's run
   (include/run.h): it lives from the first pass's run to the end of
   this pass's, and between them GCC inlines and removes functions.  This
   file owns it; the first pass adds to it through mf_defer_class and
   mf_late_hand_over only, and execute_late releases it.
   DEFERRED: the classes set aside, in the first pass's order; a removal
   hook takes a function out when GCC removes it (fully inlined,
   unreachable).  MERGED_AWAY: what the first pass's run merged away (and
   then what this pass merges), kept only when a class was deferred.  */
static vec<vec<cgraph_node *> > deferred;
static cgraph_node_hook_list *removal_hook;
static hash_set<mf_symbol_key> *merged_away;

static void
forget_node (cgraph_node *node, void *)
{
  for (unsigned i = 0; i < deferred.length (); i++)
    for (unsigned k = 0; k < deferred[i].length (); k++)
      if (deferred[i][k] == node)
	deferred[i][k] = NULL;
}

void
mf_defer_class (const vec<symtab_node *> &members)
{
  /* A later round of the first pass may find the same class again.  */
  for (unsigned i = 0; i < deferred.length (); i++)
    if (deferred[i].length () && deferred[i][0] == members[0])
      return;
  vec<cgraph_node *> klass = vNULL;
  for (unsigned i = 0; i < members.length (); i++)
    klass.safe_push (dyn_cast <cgraph_node *> (members[i]));
  deferred.safe_push (klass);
  if (!removal_hook)
    removal_hook = symtab->add_cgraph_removal_hook (forget_node, NULL);
}

void
mf_late_hand_over (hash_set<mf_symbol_key> *first_merged_away)
{
  delete merged_away;
  merged_away = NULL;
  if (deferred.length ())
    merged_away = first_merged_away;
  else
    delete first_merged_away;
}

/* Why NODE will not be emitted with a body of its own, or NULL.  */
static const char *
not_emitted (cgraph_node *node)
{
  if (!node->definition || node->alias || node->thunk || node->inlined_to
      || mf_merged_away_p (merged_away, node))
    return "no body of its own after inlining";
  /* Calls that were inlined now reach inline clones, not NODE.  */
  if (!node->callers && !node->referred_to_p ()
      && node->can_remove_if_no_direct_calls_and_refs_p ())
    return "not emitted here (every call was inlined)";
  return NULL;
}

static unsigned
merge_deferred (vec<cgraph_node *> &klass)
{
  auto_vec<symtab_node *> emitted;
  cgraph_node *first = NULL;
  for (unsigned k = 0; k < klass.length (); k++)
    if (klass[k])
      {
	const char *why = not_emitted (klass[k]);
	if (!first)
	  first = klass[k];
	if (!why)
	  emitted.safe_push (klass[k]);
	else if (klass[k] != first)
	  mf_note_apart (klass[k], first, why);
      }
  if (emitted.length () < 2)
    return 0;
  mf_function_merge m = { merged_away, NULL };
  return mf_merge_class (emitted, &mf_late_function_merger, &m);
}

static unsigned
execute_late (void)
{
  if (g_timer)
    g_timer->push_client_item (MF_PASS_NAME);
  mf_report_begin ();
  unsigned merged = 0;
  for (unsigned i = 0; i < deferred.length () && mf_verify_ok; i++)
    merged += merge_deferred (deferred[i]);
  /* After this unit's own merges: what other units may share.  */
  if (mf_share_pending_p ())
    mf_share_rename ();
  for (unsigned i = 0; i < deferred.length (); i++)
    deferred[i].release ();
  deferred.release ();
  if (removal_hook)
    {
      symtab->remove_cgraph_removal_hook (removal_hook);
      removal_hook = NULL;
    }
  delete merged_away;
  merged_away = NULL;
  mf_report_end ();
  if (g_timer)
    g_timer->pop_client_item ();
  return merged ? TODO_remove_functions : 0;
}

static const pass_data mergefn_late_pass_data =
{
  IPA_PASS,		/* type */
  MF_PASS_NAME "_late",	/* name */
  OPTGROUP_IPA,		/* optinfo_flags */
  TV_NONE,		/* tv_id: timed as a client item */
  0,			/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0,			/* todo_flags_finish */
};

/* The pass object GCC's API demands.  */
class pass_mergefn_late : public ipa_opt_pass_d
{
public:
  pass_mergefn_late (gcc::context *ctxt)
    : ipa_opt_pass_d (mergefn_late_pass_data, ctxt, NULL, NULL, NULL, NULL,
		      NULL, NULL, 0, NULL, NULL)
  {}
  opt_pass *clone () final override { return new pass_mergefn_late (m_ctxt); }
  bool gate (function *) final override
  {
    return (deferred.length () || mf_share_pending_p ()) && !seen_error ();
  }
  unsigned int execute (function *) final override { return execute_late (); }
};

opt_pass *
mf_make_late_pass (gcc::context *ctxt)
{
  return new pass_mergefn_late (ctxt);
}
