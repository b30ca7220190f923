/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pass.c: the IPA pass and its pipeline, in order:
     variables: gather, partition, merge (so function bodies that read
       merged tables compare equal in the same round);
     functions: gather, build canonical bodies, hash, partition, merge;
   repeated while an alias made two addresses equal (a function comparing
   &f with &g may now equal one comparing &f with &f).  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/options.h"
#include "mergefn/candidates.h"
#include "mergefn/body.h"
#include "mergefn/compare.h"
#include "mergefn/params.h"
#include "mergefn/params-plan.h"
#include "mergefn/dynsym.h"
#include "mergefn/late.h"
#include "mergefn/merge.h"
#include "mergefn/order.h"
#include "mergefn/pass.h"
#include "mergefn/points-to.h"
#include "mergefn/prefilter.h"
#include "mergefn/report.h"
#include "mergefn/run.h"
#include "mergefn/share.h"
#include "mergefn/summary.h"
#include "mergefn/symtab-edit.h"
#include "mergefn/tbaa.h"
#include "mergefn/verify.h"

static int
cmp_symbol_order (const void *x, const void *y)
{
  int a = (*(symtab_node *const *) x)->order;
  int b = (*(symtab_node *const *) y)->order;
  return a < b ? -1 : a > b;
}

static int
cmp_first_member (const void *x, const void *y)
{
  const vec<symtab_node *> *a = *(const vec<symtab_node *> *const *) x;
  const vec<symtab_node *> *b = *(const vec<symtab_node *> *const *) y;
  return cmp_symbol_order (&(*a)[0], &(*b)[0]);
}

/* In a shared object, a class any of whose members could change the
   exported symbols by merging now (dynsym.c) is not merged here:
   functions go to the pass after inlining (late.c), variables stay apart.
   True if CLASS (in symtab order) was set aside.  */
static bool
set_aside_for_dynamic_symbols (mf_run *run, const vec<symtab_node *> &klass)
{
  unsigned i;
  for (i = 0; i < klass.length (); i++)
    if (mf_dynsym_reach_p (run->dynsym_reach, klass[i]))
      break;
  if (i == klass.length ())
    return false;
  bool fn = is_a <cgraph_node *> (klass[0]);
  for (unsigned k = 1; k < klass.length (); k++)
    if (fn)
      mf_note_defer (klass[k], klass[0], "in a shared object, merged after "
		     "inlining, once GCC knows which symbols it emits");
    else
      mf_note_apart (klass[k], klass[0], "in a shared object, merging it "
		     "could change which symbols are exported");
  if (fn)
    mf_defer_class (klass);
  return true;
}

/* What merging now could change in a shared object's exports, for the
   merges between dynsym_begin and dynsym_end (dynsym.c).  */
static void
dynsym_end (mf_run *run)
{
  delete run->dynsym_reach;
  run->dynsym_reach = NULL;
}

static void
dynsym_begin (mf_run *run)
{
  dynsym_end (run);
  run->dynsym_reach = mf_dynsym_reach ();
}

/* Group items by class; each group in symtab order, the groups in order of
   their first member, so merging never depends on the sort.  */
static unsigned
merge_classes (mf_run *run, vec<symtab_node *> &nodes, const unsigned *klass,
	       unsigned n_classes, bool *address_changed)
{
  vec<vec<symtab_node *> > groups = vNULL;
  groups.safe_grow_cleared (n_classes);
  for (unsigned i = 0; i < nodes.length (); i++)
    groups[klass[i]].safe_push (nodes[i]);
  auto_vec<vec<symtab_node *> *> order;
  for (unsigned x = 0; x < n_classes; x++)
    if (groups[x].length () > 1)
      {
	groups[x].qsort (cmp_symbol_order);
	order.safe_push (&groups[x]);
      }
  order.qsort (cmp_first_member);
  unsigned merged = 0;
  mf_function_merge fn_merge = { run->merged_away, address_changed };
  for (unsigned i = 0; i < order.length () && mf_verify_ok; i++)
    if (set_aside_for_dynamic_symbols (run, *order[i]))
      continue;
    else if (!is_a <cgraph_node *> ((*order[i])[0]))
      merged += mf_merge_class (*order[i], &mf_variable_merger,
				&run->points_to);
    else
      merged += mf_merge_class (*order[i], &mf_function_merger, &fn_merge);
  for (unsigned x = 0; x < n_classes; x++)
    groups[x].release ();
  groups.release ();
  return merged;
}

/* Symbols whose compile-time summary (summary.c) gives a hash are held
   back, as candidates not loaded, until every symbol's hash is known:
   only then can prefilter.c tell whether a body or initializer is worth
   loading (at WPA it is on disk).  */
static void
add_candidate (vec<mf_candidate> *cands, symtab_node *node, hashval_t hash,
	       bool loaded)
{
  mf_candidate c = { node, hash, loaded };
  cands->safe_push (c);
}

/* Why NODE cannot take part: what compile time said (RUN's summaries),
   else DECIDE's answer.  *HASH and *SUMMARIZED tell whether compile time
   gave a hash.  */
static const char *
refusal (mf_run *run, symtab_node *node,
	 const char *(*decide) (symtab_node *), hashval_t *hash,
	 bool *summarized)
{
  const char *why = NULL;
  *summarized = mf_summary_lookup (run->summaries, node, hash, &why);
  if (why)
    {
      *summarized = false;
      return why;
    }
  return decide (node);
}

static const char *
variable_refusal (symtab_node *node)
{
  return mf_variable_refusal (dyn_cast <varpool_node *> (node));
}

static const char *
function_refusal (symtab_node *node)
{
  return mf_function_refusal (dyn_cast <cgraph_node *> (node));
}

/* One partition and merge of the read-only variables.  FIRST: the first
   of the round 1 (refusals are said once).  */
static unsigned
variable_round (mf_run *run, bool first)
{
  auto_vec<mf_var_image *> images;
  auto_vec<symtab_node *> nodes;
  auto_vec<mf_candidate> cands;
  varpool_node *vnode;
  FOR_EACH_MF_VARIABLE (vnode, run->merged_away)
    {
      /* Before the initializer is read in (at WPA), which forgets it.  */
      mf_note_unit (vnode);
      hashval_t hash;
      bool summarized;
      const char *why = refusal (run, vnode, variable_refusal, &hash,
				 &summarized);
      if (why)
	{
	  if (first)
	    mf_note_refusal (vnode, why);
	  continue;
	}
      if (summarized)
	{
	  add_candidate (&cands, vnode, hash, false);
	  continue;
	}
      mf_var_image *img = XNEW (mf_var_image);
      mf_var_image_build (img, vnode);
      images.safe_push (img);
      nodes.safe_push (vnode);
    }
  for (unsigned i = 0; i < images.length (); i++)
    add_candidate (&cands, nodes[i], images[i]->hash, true);
  auto_vec<symtab_node *> twins;
  mf_worth_loading (cands, &twins);
  for (unsigned i = 0; i < twins.length (); i++)
    {
      mf_var_image *img = XNEW (mf_var_image);
      mf_var_image_build (img, dyn_cast <varpool_node *> (twins[i]));
      images.safe_push (img);
      nodes.safe_push (twins[i]);
    }
  mf_note_candidates (first ? "variables" : "variables (again, after merges)",
		      images.length ());
  unsigned merged = 0;
  if (images.length () > 1)
    {
      unsigned *klass = XNEWVEC (unsigned, images.length ());
      unsigned n = mf_partition_variables (images, klass);
      dynsym_begin (run);
      merged = merge_classes (run, nodes, klass, n, NULL);
      dynsym_end (run);
      XDELETEVEC (klass);
    }
  for (unsigned i = 0; i < images.length (); i++)
    {
      mf_var_image_release (images[i]);
      XDELETE (images[i]);
    }
  if (merged)
    mf_points_to_fixup (&run->points_to);
  return merged;
}

/* Are alias sets of accesses through pointers compared strictly, so
   that no class needs its type information dropped?  In lto1: GCC's
   summaries come from compile time there and cannot be made again from a
   changed body (tbaa.c).  */
static bool
strict_tbaa_p (void)
{
  return in_lto_p;
}

/* Add NODE, its BODY built, to FNS.  */
static void
add_function (vec<mf_function> *fns, cgraph_node *node, mf_body *body,
	      hashval_t hash, hashval_t shape)
{
  mf_function f;
  memset ((void *) &f, 0, sizeof f);
  f.node = node;
  f.body = body;
  f.hash = hash;
  f.shape = shape;
  /* A call to a function patched by symbol must keep reaching it: calls
     to it compare by identity.  */
  f.callable_by_class = node->get_availability () > AVAIL_INTERPOSABLE
			&& !mf_own_entry_p (node);
  fns->safe_push (f);
}

/* Complete the outlined body O into FNS, or note why it cannot take
   part (and return false).  */
static bool
complete_outline (mf_run *run, vec<mf_function> *fns, mf_outline &o,
		  unsigned round)
{
  const char *why = mf_body_complete (o.body, &run->bodies);
  if (!why)
    add_function (fns, o.node, o.body, o.hash, o.shape);
  else
    {
      XDELETE (o.body);
      if (round == 1)
	mf_note_refusal (o.node, why);
    }
  o.body = NULL;
  return !why;
}

/* Complete the body of TWIN (outlined, or summarized at compile time and
   read now) into FNS, or note why it cannot take part.  */
static void
load_twin (mf_run *run, vec<mf_function> *fns,
	   hash_map<symtab_node *, unsigned> &outline_of,
	   vec<mf_outline> &outlines, symtab_node *twin, unsigned round)
{
  if (unsigned *k = outline_of.get (twin))
    {
      complete_outline (run, fns, outlines[*k], round);
      return;
    }
  auto_vec<mf_outline, 1> one;
  const char *why = mf_outline_function (&one, dyn_cast <cgraph_node *> (twin), true);
  if (!why)
    complete_outline (run, fns, one[0], round);
  else if (round == 1)
    mf_note_refusal (twin, why);
}

static unsigned
function_round (mf_run *run, unsigned round, bool *address_changed)
{
  auto_vec<mf_function> fns;
  auto_vec<mf_candidate> cands;
  auto_vec<mf_outline> outlines;
  bool explain = dump_file != NULL;
  cgraph_node *node;
  FOR_EACH_MF_FUNCTION (node, run->merged_away)
    {
      mf_note_unit (node);
      hashval_t hash;
      bool summarized;
      const char *why = refusal (run, node, function_refusal, &hash,
				 &summarized);
      if (!why && summarized)
	{
	  add_candidate (&cands, node, hash, false);
	  continue;
	}
      if (!why)
	why = mf_outline_function (&outlines, node, in_lto_p || explain);
      if (why && round == 1)
	mf_note_refusal (node, why);
    }
  /* Most of a unit's functions have no twin.  Outside lto1 (where
     compile time's summaries carry full hashes, and so must every
     outline) a unique shape already says so; then the full hash and the
     callees' hashes do (mf_worth_loading); only the rest are completed.
     With a dump, every outline is completed, so that near misses can say
     why they differ.  What merges is the same: a body the filters would
     drop is a class of its own.  */
  if (!in_lto_p && !explain)
    mf_keep_shape_twins (outlines);
  hash_map<symtab_node *, unsigned> outline_of;
  for (unsigned i = 0; i < outlines.length (); i++)
    if (!outlines[i].body)
      continue;
    else if (!explain)
      {
	add_candidate (&cands, outlines[i].node, outlines[i].hash, false);
	outline_of.put (outlines[i].node, i);
      }
    else if (complete_outline (run, &fns, outlines[i], round))
      add_candidate (&cands, outlines[i].node, outlines[i].hash, true);
  auto_vec<symtab_node *> twins;
  mf_worth_loading (cands, &twins);
  for (unsigned i = 0; i < twins.length (); i++)
    load_twin (run, &fns, outline_of, outlines, twins[i], round);
  for (unsigned i = 0; i < outlines.length (); i++)
    if (outlines[i].body)
      mf_body_free (outlines[i].body);
  mf_note_candidates ("functions", fns.length ());
  unsigned merged = 0;
  if (fns.length () > 1)
    {
      unsigned n = mf_partition_functions (fns, strict_tbaa_p ());
      for (unsigned i = 0; i < fns.length (); i++)
	if (fns[i].drop_tbaa)
	  {
	    mf_note_tbaa (fns[i].node);
	    mf_drop_tbaa (fns[i].node);
	  }
      auto_vec<symtab_node *> nodes (fns.length ());
      unsigned *klass = XNEWVEC (unsigned, fns.length ());
      for (unsigned i = 0; i < fns.length (); i++)
	{
	  nodes.quick_push (fns[i].node);
	  klass[i] = fns[i].klass;
	}
      dynsym_begin (run);
      merged = merge_classes (run, nodes, klass, n, address_changed);
      dynsym_end (run);
      XDELETEVEC (klass);
    }
  for (unsigned i = 0; i < fns.length (); i++)
    {
      mf_body_free (fns[i].body);
      fns[i].callers.release ();
    }
  return merged;
}

/* After identical merging: functions that differ only in constants
   (params.c).  Every function that shares its shape with another takes
   part.  */
static unsigned
params_round (mf_run *run)
{
  auto_vec<mf_outline> outlines;
  cgraph_node *node;
  FOR_EACH_MF_FUNCTION (node, run->merged_away)
    {
      if (!mf_params_for_fn_p (node))
	continue;
      if (node->has_gimple_body_p ())
	mf_edit_update_call_stmts (node);
      hashval_t hash;
      bool summarized;
      if (!refusal (run, node, function_refusal, &hash, &summarized))
	mf_outline_function (&outlines, node, false);
    }
  mf_keep_shape_twins (outlines);
  auto_vec<mf_function> fns;
  for (unsigned i = 0; i < outlines.length (); i++)
    if (outlines[i].body)
      complete_outline (run, &fns, outlines[i], 0);
  mf_note_candidates ("functions share a shape with another and", fns.length ());
  dynsym_begin (run);
  unsigned merged
    = fns.length () > 1 ? mf_merge_params (fns, strict_tbaa_p (), run) : 0;
  dynsym_end (run);
  for (unsigned i = 0; i < fns.length (); i++)
    {
      mf_body_free (fns[i].body);
      fns[i].callers.release ();
    }
  return merged;
}

static unsigned merge_rounds (mf_run *run);

/* The run's state: made when the pass starts, released when it ends.  */
static void
run_begin (mf_run *run)
{
  memset ((void *) run, 0, sizeof *run);
  run->merged_away = new hash_set<mf_symbol_key>;
}

static void
run_end (mf_run *run)
{
  mf_body_round_release (&run->bodies);
  mf_summary_release (&run->summaries);
  dynsym_end (run);
  mf_points_to_release (&run->points_to);
  /* The late pass goes on from what this run merged away.  */
  mf_late_hand_over (run->merged_away);
  run->merged_away = NULL;
}

static unsigned
execute_mergefn (void)
{
  /* Our own row in -ftime-report ("mergefn" under "Client items"):
     TV_PLUGIN_RUN would also count GCC's cost of firing every plugin
     event, which dwarfs the pass.  */
  if (g_timer)
    g_timer->push_client_item (MF_PASS_NAME);
  mf_run run;
  run_begin (&run);
  unsigned todo = merge_rounds (&run);
  run_end (&run);
  if (g_timer)
    g_timer->pop_client_item ();
  return todo;
}

static unsigned
merge_rounds (mf_run *run)
{
  mf_verify_ok = true;
  mf_report_begin ();
  run->summaries = mf_summary_take ();
  unsigned total = 0;
  bool again = true;
  for (unsigned round = 1; again && mf_verify_ok; round++)
    {
      again = false;
      mf_note_round (round);
      mf_body_round_release (&run->bodies);
      /* A table pointing at a variable just merged may now equal its
	 twin: variables again until no more merge (functions read
	 variables only, so they need no round of their own for that).  */
      unsigned merged_vars;
      bool first = round == 1;
      do
	{
	  merged_vars = variable_round (run, first);
	  first = false;
	  total += merged_vars;
	}
      while (merged_vars && mf_verify_ok);
      total += function_round (run, round, &again);
    }
  if (mf_verify_ok && mf_params_enabled_p ())
    {
      mf_note_round (0);
      mf_body_round_release (&run->bodies);
      total += params_round (run);
    }
  /* Last: the bodies left after this unit's merges are the ones to share
     with other units.  */
  if (mf_verify_ok)
    mf_share_across_units (run->merged_away);
  mf_report_end ();
  return total ? TODO_remove_functions : 0;
}

/* generate_summary: only when LTO IR is written does link time need
   what compile time knows.  write_summary streams it into the unit's
   LTO IR, read_summary reads it back in lto1 (summary.c).  */
static void
generate_lto_summary (void)
{
  if (flag_generate_lto || flag_generate_offload)
    mf_summary_generate ();
}

static const pass_data mergefn_pass_data =
{
  IPA_PASS,		/* type */
  MF_PASS_NAME,		/* name */
  OPTGROUP_IPA,		/* optinfo_flags */
  TV_NONE,		/* tv_id: timed as a client item, see above */
  0,			/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0,			/* todo_flags_finish */
};

/* The pass object GCC's API demands: with late.c's, the plugin's only
   classes.  */
class pass_mergefn : public ipa_opt_pass_d
{
public:
  pass_mergefn (gcc::context *ctxt)
    : ipa_opt_pass_d (mergefn_pass_data, ctxt, generate_lto_summary,
		      mf_summary_write, mf_summary_read, NULL, NULL, NULL, 0,
		      NULL, NULL)
  {}
  opt_pass *clone () final override { return new pass_mergefn (m_ctxt); }
  bool gate (function *) final override
  {
    /* Not at -O0 or -Og, where code is kept as written for debugging (as
       GCC's ICF does not run there).  */
    return optimize && !optimize_debug && !mf_opts.disable && !seen_error ();
  }
  unsigned int execute (function *) final override
  {
    return execute_mergefn ();
  }
};

opt_pass *
mf_make_pass (gcc::context *ctxt)
{
  return new pass_mergefn (ctxt);
}
