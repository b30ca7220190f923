/* SPDX-License-Identifier: GPL-3.0-or-later */
/* order.c: sort by (hash, body), form classes of equal bodies, refine.

   Functions calling each other make equality circular (ping1/pong1 vs
   ping2/pong2), so classes are found as a greatest fixpoint:
     1. optimistic start: sort with every call to a candidate treated as
        equal (calls to anything else compare by identity); runs of equal
        bodies are the first classes;
     2. refine: a call now compares by the callee's class.  When a class
        splits, its smaller parts get fresh ids and only the callers of
        those functions are re-sorted (Hopcroft's "process the smaller
        half"), so each function changes class O(log N) times and the
        whole stays O(N log N) comparisons, whatever the input.
   Classes only ever split, so this ends; at the end every class is
   consistent: members are equal bodies given their callees' classes.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/options.h"
#include "mergefn/candidates.h"
#include "mergefn/compare.h"
#include "mergefn/order.h"
#include "mergefn/report.h"
#include "mergefn/runs.h"
#include "mergefn/verify.h"

struct partition
{
  vec<mf_function> *fns;
  /* cgraph uid -> index of a function callable by class, or -1.  */
  int *index_of_uid;
  unsigned n_uid;
  /* Step 1: all calls to candidates are alike.  */
  bool optimistic;
  /* What the comparator is told (class_of, this partition).  */
  struct mf_compare_env env;
  /* Why the last comparison of two functions differed (the dump's).  */
  const char *difference;
  /* Class id -> member indices.  */
  vec<vec<unsigned> > members;
  unsigned stamp;
};

static int
class_of (cgraph_node *callee, void *data)
{
  partition *p = (partition *) data;
  unsigned uid = callee->get_uid ();
  if (uid >= p->n_uid || p->index_of_uid[uid] < 0)
    return -1;
  return p->optimistic ? 0 : (*p->fns)[p->index_of_uid[uid]].klass;
}

/* Bodies only: 0 exactly when the two functions are equal.  */
static int
cmp_bodies (unsigned i, unsigned j, void *data)
{
  partition *p = (partition *) data;
  mf_function &a = (*p->fns)[i], &b = (*p->fns)[j];
  if (a.hash != b.hash)
    {
      p->difference = "structure";
      return a.hash < b.hash ? -1 : 1;
    }
  return mf_compare_functions (a.body, b.body, &p->env);
}

static unsigned
new_class (partition *p, const vec<unsigned> &part)
{
  unsigned id = p->members.length ();
  vec<unsigned> list = vNULL;
  list.reserve_exact (part.length ());
  for (unsigned k = 0; k < part.length (); k++)
    {
      mf_function &f = (*p->fns)[part[k]];
      f.klass = id;
      f.pos = k;
      list.quick_push (part[k]);
    }
  p->members.safe_push (list);
  return id;
}

/* Sort ITEMS by body (then index) and cut them into runs of equal
   bodies.  */
static void
sort_into_runs (partition *p, vec<unsigned> &items,
		vec<vec<unsigned> > *runs)
{
  auto_vec<unsigned> starts;
  unsigned n = mf_sort_runs (items, cmp_bodies, NULL, p, &starts);
  for (unsigned r = 0; r < n; r++)
    {
      runs->safe_push (vNULL);
      mf_run_items (items, starts, r, &runs->last ());
    }
}

static void
release_runs (vec<vec<unsigned> > *runs)
{
  for (unsigned k = 0; k < runs->length (); k++)
    (*runs)[k].release ();
  runs->release ();
}

static void
initial_classes (partition *p)
{
  auto_vec<unsigned> sorted;
  mf_items (&sorted, p->fns->length ());
  p->optimistic = true;
  vec<vec<unsigned> > runs = vNULL;
  sort_into_runs (p, sorted, &runs);
  if (mf_opts.verify)
    mf_verify_sorted (sorted, cmp_bodies, p, "initial order");
  for (unsigned k = 0; k < runs.length (); k++)
    new_class (p, runs[k]);
  release_runs (&runs);
  p->optimistic = false;
}

static void
collect_callers (partition *p)
{
  vec<mf_function> &fns = *p->fns;
  for (unsigned i = 0; i < fns.length (); i++)
    for (cgraph_edge *e = fns[i].node->callees; e; e = e->next_callee)
      {
	unsigned uid = mf_resolve_callee (e->callee)->get_uid ();
	if (uid >= p->n_uid || p->index_of_uid[uid] < 0)
	  continue;
	vec<unsigned> &callers = fns[p->index_of_uid[uid]].callers;
	if (callers.is_empty () || callers.last () != i)
	  callers.safe_push (i);
      }
}

static int
cmp_by_class (unsigned i, unsigned j, void *data)
{
  vec<mf_function> &fns = *(vec<mf_function> *) data;
  return fns[i].klass < fns[j].klass ? -1 : fns[i].klass > fns[j].klass;
}

/* Class X had the members AFFECTED (sorted) re-examined: split it.
   Functions that change class are pushed on CHANGED.  */
static void
split_class (partition *p, unsigned x, vec<unsigned> &affected,
	     vec<unsigned> *changed)
{
  vec<mf_function> &fns = *p->fns;
  unsigned m = p->members[x].length ();
  unsigned n_unaffected = m - affected.length ();
  vec<vec<unsigned> > runs = vNULL;
  sort_into_runs (p, affected, &runs);
  if (runs.length () == 1 && n_unaffected == 0)
    {
      release_runs (&runs);
      return;
    }
  /* The largest part keeps the id; the others get fresh ones.  A caller
     whose callee got a fresh id can never equal one whose callee did not,
     so the unaffected members stay one part.  */
  unsigned largest = 0;
  for (unsigned k = 1; k < runs.length (); k++)
    if (runs[k].length () > runs[largest].length ())
      largest = k;
  bool keep_unaffected = n_unaffected >= runs[largest].length ();

  /* Take the affected members out of X (swap-remove, O(|affected|)).  */
  for (unsigned k = 0; k < affected.length (); k++)
    {
      unsigned i = affected[k];
      vec<unsigned> &list = p->members[x];
      unsigned last = list.last ();
      list[fns[i].pos] = last;
      fns[last].pos = fns[i].pos;
      list.pop ();
    }
  if (!keep_unaffected)
    {
      /* The unaffected part is the smaller: it moves to a fresh id and
	 X becomes the largest run.  */
      vec<unsigned> rest = p->members[x].copy ();
      p->members[x].truncate (0);
      if (!rest.is_empty ())
	{
	  new_class (p, rest);
	  changed->safe_splice (rest);
	}
      rest.release ();
      for (unsigned k = 0; k < runs[largest].length (); k++)
	{
	  unsigned i = runs[largest][k];
	  fns[i].klass = x;
	  fns[i].pos = k;
	  p->members[x].safe_push (i);
	}
    }
  for (unsigned k = 0; k < runs.length (); k++)
    if (keep_unaffected || k != largest)
      {
	new_class (p, runs[k]);
	changed->safe_splice (runs[k]);
      }
  release_runs (&runs);
}

static void
refine (partition *p)
{
  vec<mf_function> &fns = *p->fns;
  auto_vec<unsigned> changed;
  for (unsigned i = 0; i < fns.length (); i++)
    if (!fns[i].callers.is_empty ())
      changed.safe_push (i);

  auto_vec<unsigned> affected;
  while (!changed.is_empty ())
    {
      p->stamp++;
      affected.truncate (0);
      for (unsigned k = 0; k < changed.length (); k++)
	{
	  vec<unsigned> &callers = fns[changed[k]].callers;
	  for (unsigned c = 0; c < callers.length (); c++)
	    if (fns[callers[c]].stamp != p->stamp)
	      {
		fns[callers[c]].stamp = p->stamp;
		affected.safe_push (callers[c]);
	      }
	}
      changed.truncate (0);
      auto_vec<unsigned> starts;
      unsigned n_runs = mf_sort_runs (affected, cmp_by_class, NULL, &fns,
				      &starts);
      for (unsigned r = 0; r < n_runs; r++)
	{
	  unsigned x = fns[affected[starts[r]]].klass;
	  if (p->members[x].length () > 1)
	    {
	      auto_vec<unsigned> group;
	      mf_run_items (affected, starts, r, &group);
	      split_class (p, x, group, &changed);
	    }
	}
    }
}

/* Classes are formed with pointer accesses' alias sets ignored; a class
   whose members do not also agree on them must drop them (tbaa.c).  */
static void
mark_relaxed_classes (partition *p)
{
  if (p->env.strict_tbaa)
    return;
  p->env.strict_tbaa = true;
  for (unsigned x = 0; x < p->members.length (); x++)
    {
      vec<unsigned> &m = p->members[x];
      bool agree = true;
      for (unsigned k = 1; k < m.length () && agree; k++)
	agree = cmp_bodies (m[0], m[k], p) == 0;
      if (!agree)
	for (unsigned k = 0; k < m.length (); k++)
	  (*p->fns)[m[k]].drop_tbaa = true;
    }
  p->env.strict_tbaa = false;
}

/* For the dump: classes in order of shape, then of their first member.  */
static int
cmp_shape_order (const void *x, const void *y, void *data)
{
  vec<mf_function> &fns = *(vec<mf_function> *) data;
  unsigned i = *(const unsigned *) x, j = *(const unsigned *) y;
  if (fns[i].shape != fns[j].shape)
    return fns[i].shape < fns[j].shape ? -1 : 1;
  int a = fns[i].node->order, b = fns[j].node->order;
  return a < b ? -1 : a > b;
}

/* Near misses in the order of their first function in the symbol table,
   so that the dump lists them alike whatever the shape hashes (which
   differ between GCC versions: tree and statement codes are numbered
   anew in each).  */
struct near_miss
{
  unsigned a, b;
};

static int
cmp_near_miss (const void *x, const void *y, void *data)
{
  const vec<mf_function> &fns = *(const vec<mf_function> *) data;
  const near_miss *p = (const near_miss *) x, *q = (const near_miss *) y;
  int op = fns[p->a].node->order, oq = fns[q->a].node->order;
  if (op != oq)
    return op < oq ? -1 : 1;
  op = fns[p->b].node->order;
  oq = fns[q->b].node->order;
  return op < oq ? -1 : op > oq;
}

/* Each class is represented by its first member in the symbol table;
   representatives of one shape that are neighbours in that order (near
   misses, usually next to each other in the source) get a line in the
   dump saying why they differ.  With verify, two whose hashes differ must
   not compare equal (the hash decides what is compared at all, and at WPA
   what is loaded).  */
static void
note_differences (partition *p, bool dump)
{
  vec<mf_function> &fns = *p->fns;
  auto_vec<unsigned> reps;
  for (unsigned x = 0; x < p->members.length (); x++)
    {
      if (p->members[x].is_empty ())
	continue;
      unsigned first = p->members[x][0];
      for (unsigned k = 1; k < p->members[x].length (); k++)
	if (fns[p->members[x][k]].node->order < fns[first].node->order)
	  first = p->members[x][k];
      reps.safe_push (first);
    }
  reps.sort (cmp_shape_order, &fns);
  auto_vec<near_miss> pairs;
  for (unsigned k = 1; k < reps.length (); k++)
    if (fns[reps[k - 1]].shape == fns[reps[k]].shape)
      {
	near_miss m = { reps[k - 1], reps[k] };
	pairs.safe_push (m);
      }
  pairs.sort (cmp_near_miss, &fns);
  for (unsigned k = 0; k < pairs.length (); k++)
    {
      mf_function &a = fns[pairs[k].a], &b = fns[pairs[k].b];
      p->difference = NULL;
      if (a.hash == b.hash)
	cmp_bodies (pairs[k].a, pairs[k].b, p);
      else
	{
	  if (mf_compare_functions (a.body, b.body, &p->env) == 0
	      && mf_opts.verify)
	    mf_verify_failed ("equal bodies hash apart",
			      a.node->dump_asm_name ());
	}
      if (dump)
	mf_note_differ (a.node, b.node, p->difference ? p->difference : "?");
    }
}

unsigned
mf_partition_functions (vec<mf_function> &fns, bool strict_tbaa)
{
  partition p;
  p.fns = &fns;
  p.env.class_of = class_of;
  p.env.data = &p;
  p.env.strict_tbaa = strict_tbaa;
  p.env.slots = NULL;
  p.env.difference = &p.difference;
  p.env.in_lto = in_lto_p;
  p.env.ipa_pta = flag_ipa_pta;
  p.difference = NULL;
  p.n_uid = symtab->cgraph_max_uid + 1;
  p.index_of_uid = XNEWVEC (int, p.n_uid);
  for (unsigned i = 0; i < p.n_uid; i++)
    p.index_of_uid[i] = -1;
  for (unsigned i = 0; i < fns.length (); i++)
    if (fns[i].callable_by_class)
      p.index_of_uid[fns[i].node->get_uid ()] = i;
  p.optimistic = false;
  p.members = vNULL;
  p.stamp = 0;

  initial_classes (&p);
  collect_callers (&p);
  refine (&p);

  if (mf_opts.verify)
    for (unsigned x = 0; x < p.members.length (); x++)
      mf_verify_class (p.members[x], cmp_bodies, &p, "class");
  mark_relaxed_classes (&p);
  if (dump_file || mf_opts.verify)
    note_differences (&p, dump_file != NULL);

  unsigned n_classes = p.members.length ();
  for (unsigned x = 0; x < n_classes; x++)
    p.members[x].release ();
  p.members.release ();
  XDELETEVEC (p.index_of_uid);
  return n_classes;
}

/* ------------------------------------------------------------------ */
/* Variables: no calls, so one sort decides.  */

/* The variables being ordered, and what the comparator is told.  */
struct var_order
{
  vec<mf_var_image *> *vars;
  struct mf_compare_env env;
};

static int
cmp_var_bodies (unsigned i, unsigned j, void *data)
{
  struct var_order *o = (struct var_order *) data;
  vec<mf_var_image *> &vars = *o->vars;
  if (vars[i]->hash != vars[j]->hash)
    return vars[i]->hash < vars[j]->hash ? -1 : 1;
  return mf_compare_variables (vars[i], vars[j], &o->env);
}

unsigned
mf_partition_variables (vec<mf_var_image *> &vars, unsigned *klass)
{
  struct var_order o;
  o.vars = &vars;
  memset (&o.env, 0, sizeof o.env);
  o.env.in_lto = in_lto_p;
  o.env.ipa_pta = flag_ipa_pta;
  auto_vec<unsigned> sorted, starts;
  mf_items (&sorted, vars.length ());
  unsigned n_runs = mf_sort_runs (sorted, cmp_var_bodies, NULL, &o, &starts);
  if (mf_opts.verify)
    mf_verify_sorted (sorted, cmp_var_bodies, &o, "variable order");
  mf_number_runs (sorted, starts, klass);
  /* Neighbours of one size that differ: say why, for the dump.  */
  const char *why;
  struct mf_compare_env asking = o.env;
  asking.difference = &why;
  for (unsigned r = 1; dump_file && r < n_runs; r++)
    {
      unsigned k = starts[r];
      if (mf_compare_variables (vars[sorted[k - 1]], vars[sorted[k]], &asking)
	  && strcmp (why, "size") != 0)
	mf_note_differ (vars[sorted[k - 1]]->node, vars[sorted[k]]->node, why);
    }
  return n_runs;
}
