/* SPDX-License-Identifier: GPL-3.0-or-later */
/* prefilter.c: which bodies are worth loading, from hashes and the call
   graph alone.

   At WPA a body costs a read from disk, an operand scan and, once read,
   a fresh write for its partition: most of what the pass costs there.
   Compile time gave each symbol a hash (summary.c); two symbols can only
   end up merged if they share it and if their direct callees can end up
   in the same classes.  So, like the partition refinement of order.c but
   without bodies: start from classes of equal hash, split a class while
   its members call different classes (as multisets: no statement order
   is known here), and load only the members of classes that keep two.
   The classes only ever split, and each step keeps every pair the
   comparator could call equal, so any step is a safe place to stop:
   at most MAX_SPLIT_ROUNDS rounds keep the cost O(N log N).  */
#include "compat.h"
#include "mergefn/candidates.h"
#include "mergefn/body.h"
#include "mergefn/compare.h"
#include "mergefn/fault.h"
#include "mergefn/prefilter.h"
#include "mergefn/runs.h"

#define MAX_SPLIT_ROUNDS 8
/* The callee fault's comparator calls any two direct calls equal.  */
static const bool split_by_callees = MF_FAULT != MF_FAULT_CALLEE;

struct prefilter
{
  const vec<mf_candidate> *cands;
  /* Per candidate: its current class, and its callees' keys (below).  */
  unsigned *klass;
  vec<unsigned long long> *keys;
  /* Per candidate: its direct callees, each the index of a candidate or
     the IDENTITY_KEY of any other symbol.  */
  vec<unsigned long long> *callees;
};

/* Callees that are candidates count by class; any other by identity: its
   symbol order, above every class number and candidate index.  */
#define IDENTITY_KEY(order) ((1ULL << 32) | (unsigned) (order))
#define IS_IDENTITY_KEY(key) ((key) >> 32)

static void
collect_callees (struct prefilter *p, hash_map<symtab_node *, unsigned> &index)
{
  const vec<mf_candidate> &cands = *p->cands;
  for (unsigned i = 0; i < cands.length (); i++)
    {
      cgraph_node *node = dyn_cast <cgraph_node *> (cands[i].node);
      if (!node)
	continue;
      for (cgraph_edge *e = node->callees; e; e = e->next_callee)
	{
	  cgraph_node *callee = mf_resolve_callee (e->callee);
	  unsigned *j = index.get (callee);
	  p->callees[i].safe_push (j ? *j : IDENTITY_KEY (callee->order));
	}
    }
}

static int
cmp_keys (const vec<unsigned long long> &a, const vec<unsigned long long> &b)
{
  if (a.length () != b.length ())
    return a.length () < b.length () ? -1 : 1;
  for (unsigned k = 0; k < a.length (); k++)
    if (a[k] != b[k])
      return a[k] < b[k] ? -1 : 1;
  return 0;
}

static int
cmp_ull (const void *x, const void *y)
{
  unsigned long long a = *(const unsigned long long *) x;
  unsigned long long b = *(const unsigned long long *) y;
  return a < b ? -1 : a > b;
}

/* Class, then callee keys (runs.c adds the index).  */
static int
cmp_class_keys (unsigned i, unsigned j, void *data)
{
  struct prefilter *p = (struct prefilter *) data;
  if (p->klass[i] != p->klass[j])
    return p->klass[i] < p->klass[j] ? -1 : 1;
  return cmp_keys (p->keys[i], p->keys[j]);
}

static int
cmp_hash (unsigned i, unsigned j, void *data)
{
  const vec<mf_candidate> &cands = *((struct prefilter *) data)->cands;
  return cands[i].hash < cands[j].hash ? -1 : cands[i].hash > cands[j].hash;
}

/* Sort SORTED by CMP and number its runs of equals into P's KLASS (only
   once all are cut: CMP may read the classes); returns how many there
   are.  */
static unsigned
number_runs (vec<unsigned> &sorted, mf_item_cmp cmp, struct prefilter *p)
{
  auto_vec<unsigned> starts;
  unsigned n = mf_sort_runs (sorted, cmp, NULL, p, &starts);
  mf_number_runs (sorted, starts, p->klass);
  return n;
}

void
mf_worth_loading (const vec<mf_candidate> &cands, vec<symtab_node *> *out)
{
  unsigned n = cands.length ();
  if (n < 2)
    return;
  struct prefilter p;
  p.cands = &cands;
  p.klass = XNEWVEC (unsigned, n);
  p.keys = XCNEWVEC (vec<unsigned long long>, n);
  p.callees = XCNEWVEC (vec<unsigned long long>, n);
  hash_map<symtab_node *, unsigned> index;
  for (unsigned i = 0; i < n; i++)
    index.put (cands[i].node, i);
  collect_callees (&p, index);

  auto_vec<unsigned> sorted;
  mf_items (&sorted, n);
  unsigned n_classes = number_runs (sorted, cmp_hash, &p);
  for (unsigned round = 0; split_by_callees && round < MAX_SPLIT_ROUNDS;
       round++)
    {
      for (unsigned i = 0; i < n; i++)
	{
	  p.keys[i].truncate (0);
	  for (unsigned k = 0; k < p.callees[i].length (); k++)
	    {
	      unsigned long long c = p.callees[i][k];
	      p.keys[i].safe_push (IS_IDENTITY_KEY (c) ? c : p.klass[c]);
	    }
	  p.keys[i].qsort (cmp_ull);
	}
      unsigned now = number_runs (sorted, cmp_class_keys, &p);
      if (now == n_classes)
	break;
      n_classes = now;
    }

  auto_vec<unsigned> size;
  size.safe_grow_cleared (n_classes);
  for (unsigned i = 0; i < n; i++)
    size[p.klass[i]]++;
  for (unsigned i = 0; i < n; i++)
    if (!cands[i].loaded && size[p.klass[i]] > 1)
      out->safe_push (cands[i].node);

  for (unsigned i = 0; i < n; i++)
    {
      p.keys[i].release ();
      p.callees[i].release ();
    }
  XDELETEVEC (p.keys);
  XDELETEVEC (p.callees);
  XDELETEVEC (p.klass);
}

/* ------------------------------------------------------------------ */
/* Outlines: the first look at a body, enough for its shape.  */

const char *
mf_outline_function (vec<mf_outline> *out, cgraph_node *node, bool full_hash)
{
  /* In lto1 (at WPA, or without partitions) bodies are on disk until
     asked for.  */
  if (in_lto_p)
    node->get_untransformed_body ();
  mf_body *body = XNEW (mf_body);
  const char *why = mf_body_outline (body, node);
  if (why)
    {
      XDELETE (body);
      return why;
    }
  mf_outline o = { node, body, 0, 0 };
  if (full_hash)
    o.hash = mf_hash_body (body, &o.shape);
  else
    o.shape = mf_hash_shape (body);
  out->safe_push (o);
  return NULL;
}

static int
cmp_outline_shape (unsigned i, unsigned j, void *data)
{
  const vec<mf_outline> &outlines = *(const vec<mf_outline> *) data;
  hashval_t a = outlines[i].shape, b = outlines[j].shape;
  return a < b ? -1 : a > b;
}

void
mf_keep_shape_twins (vec<mf_outline> &outlines)
{
  auto_vec<unsigned> order, starts;
  mf_items (&order, outlines.length ());
  unsigned n_runs = mf_sort_runs (order, cmp_outline_shape, NULL, &outlines,
				  &starts);
  for (unsigned r = 0; r < n_runs; r++)
    for (unsigned m = starts[r]; m < starts[r + 1]; m++)
      {
	mf_outline &o = outlines[order[m]];
	if (starts[r + 1] - starts[r] > 1)
	  o.hash = mf_hash_body (o.body, &o.shape);
	else
	  {
	    mf_body_free (o.body);
	    o.body = NULL;
	  }
      }
}
