/* SPDX-License-Identifier: GPL-3.0-or-later */
/* params-cost.c: what a group of parameterised merging costs, by GCC's
   own size and inliner estimates (params-cost.h).  The part of the plugin
   to measure again at each GCC release: the constants below were
   measured on GCC 12 and 16 (doc/merge-rules.md, "Parameterised
   merging").  */
#include "compat.h"
#include "mergefn/body.h"
#include "mergefn/params-group.h"
#include "mergefn/params-cost.h"
#include "mergefn/reason.h"

/* GCC's size estimate of NODE's body.  */
static int
self_size (cgraph_node *node)
{
  ipa_size_summary *s = ipa_size_summaries ? ipa_size_summaries->get (node)
			: NULL;
  return s ? s->self_size : 0;
}

/* The arguments a call of DECL passes, the hidden address of a returned
   aggregate included: pugixml's load_buffer (five arguments and a struct
   returned in memory) was merged with one added, its thunks then passed
   the seventh on the stack and grew to 63 bytes each.  */
static unsigned
count_arguments (tree decl)
{
  unsigned n = 0;
  for (tree p = DECL_ARGUMENTS (decl); p; p = DECL_CHAIN (p))
    n++;
  tree result = DECL_RESULT (decl);
  if (result && aggregate_value_p (result, decl))
    n++;
  return n;
}

/* The estimated size of a thunk passing K constants, and of the shared
   body's cost for taking them: a move per constant, a jump.  */
#define MF_THUNK_SIZE(k) (2 + (k))

/* How many of the arguments a thunk of M passes, K constants added, go
   on the stack: x86-64 and most ABIs pass six integer arguments in
   registers.  */
int
mf_params_stack_arguments (const vec<param_member> &m, unsigned k)
{
  int n = (int) (count_arguments (m[0].node->decl) + k) - 6;
  return n > 0 ? n : 0;
}

static bool inlined_and_dropped_p (cgraph_node *node);

/* The smallest body whose thunks may pass arguments on the stack.  */
#define MF_PARAMS_STACK_BODY 48

/* May M's thunks pass arguments on the stack (and the cost decide)?
   Only for large bodies, none of which the inliner would copy into its
   callers: there a thunk that builds a frame replaces a body simplified
   by its caller's arguments (fmt's gtest helpers CmpHelperEQFailure<T,
   U> and GetActionForArguments grew by 145 to 256 bytes a group at
   -Os), and below the size the frame is most of what a merge saves
   (pugixml's load_buffer: thunks of 63 bytes).  Groups grow member by
   member: a refusal here keeps the group within the registers, where a
   refusal by cost would lose it whole.  */
bool
mf_params_stack_arguments_pay_p (const vec<param_member> &m)
{
  if (self_size (m[0].node) < MF_PARAMS_STACK_BODY)
    return false;
  for (unsigned i = 0; i < m.length (); i++)
    if (inlined_and_dropped_p (m[i].node))
      return false;
  return true;
}

/* What a thunk passing N arguments on the stack costs besides: it can no
   longer jump to the shared body, it builds a frame, stores them and
   calls (pugixml's load_buffer thunks, one argument on the stack: 63
   bytes of code against about 15).  */
#define MF_STACK_THUNK_SIZE(n) (8 + 2 * (n))

/* The smallest body worth sharing, by GCC's size estimate.  Smaller ones
   GCC inlines at their call sites anyway, or they cost about what a thunk
   and the calls through parameters cost: merging them made fmt's tests
   and sqlite3 larger at -Os, not smaller (doc/merge-rules.md).  */
#define MF_PARAMS_MIN_BODY 16

/* Would NODE's own copy go once every call of it is inlined?  Its body
   is local to the unit or emitted only if used, its address not taken,
   and every call may be inlined.  */
static bool
dropped_once_inlined_p (cgraph_node *node)
{
  if (!node->definition || node->alias || node->thunk
      || DECL_UNINLINABLE (node->decl) || !node->callers
      || !node->can_remove_if_no_direct_calls_and_refs_p ())
    return false;
  ipa_ref *ref;
  if (node->iterate_referring (0, ref))
    return false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (e->inline_failed && e->call_stmt_cannot_inline_p)
      return false;
  return true;
}

/* Would every call of NODE be inlined and its own copy dropped, because
   inlining it everywhere does not grow the program (by the inliner's own
   estimate: a function called once, a tiny one)?  */
static bool
inlined_and_dropped_p (cgraph_node *node)
{
  return dropped_once_inlined_p (node) && estimate_growth (node) <= 0;
}

/* The size of the functions the members call where they differ (the
   calls become calls through a parameter) that would otherwise be
   inlined and dropped: called through a parameter, each stays out of
   line.  yaml-cpp's four std::_Deque_base constructors, merged with
   their callee _M_initialize_map as the parameter, left three copies of
   it (1021 bytes) where each had been inlined into its only caller.  */
static int
callees_kept_size (const vec<param_member> &m, const param_plan &plan)
{
  auto_vec<tree, 8> seen;
  int size = 0;
  for (unsigned j = 0; j < plan.param_of.length (); j++)
    for (unsigned i = 0; plan.param_of[j] >= 0 && i < m.length (); i++)
      {
	tree v = m[i].val[j];
	if (TREE_CODE (v) != ADDR_EXPR
	    || TREE_CODE (TREE_OPERAND (v, 0)) != FUNCTION_DECL
	    || seen.contains (TREE_OPERAND (v, 0)))
	  continue;
	seen.safe_push (TREE_OPERAND (v, 0));
	cgraph_node *callee = cgraph_node::get (TREE_OPERAND (v, 0));
	if (callee && inlined_and_dropped_p (callee))
	  size += self_size (callee);
      }
  return size;
}

/* The calls of M's members that will pass the constants themselves:
   optimizing for speed, GCC inlines a thunk into every caller that may
   inline it (not through an interposable symbol), so each such call
   loads the constants.  Optimizing for size it inlines a thunk only
   where that does not grow the caller.  Counting them kept fmt's
   format-test.cc at -O2 931 bytes smaller (599,472 -> 598,541); at -Os
   the same count cost it 234.  */
static int
inlined_thunk_calls (const vec<param_member> &m)
{
  int calls = 0;
  for (unsigned i = 0; i < m.length (); i++)
    if (!opt_for_fn (m[i].node->decl, optimize_size)
	&& m[i].node->get_availability () > AVAIL_INTERPOSABLE)
      for (cgraph_edge *e = m[i].node->callers; e; e = e->next_caller)
	calls++;
  return calls;
}

/* Is some member of M called directly (so that a caller may inline
   it)?  Members that are only ever called through their address (a
   vtable's, a function pointer's) are copied nowhere, and their thunks
   are not either.  */
static bool
called_directly_p (const vec<param_member> &m)
{
  for (unsigned i = 0; i < m.length (); i++)
    if (m[i].node->callers)
      return true;
  return false;
}

/* GCC's own size estimate of a thunk that calls with N arguments, as
   ipa-fnsummary gives it (measured on GCC 12 and 16: 4 + N, one more
   when it returns a value).  */
#define MF_ESTIMATED_THUNK_SIZE(n, returns) (4 + (n) + ((returns) ? 1 : 0))

/* The size of M's functions once merged with K parameters: the shared
   body, a move per parameter, a thunk of THUNK per member, and the
   THUNK_CALLS calls that pass the constants themselves.  */
static int
merged_size (const vec<param_member> &m, unsigned k, int thunk,
	     int thunk_calls)
{
  return self_size (m[0].node) + k + m.length () * thunk
	 + (int) k * thunk_calls;
}

/* Would GCC's own estimate of the unit (which the inliner's budget
   follows) not shrink if M's K constants became parameters?  The
   reason, or NULL.  In lto1, optimizing for speed, the inliner grows the
   whole program's unit up to a share (inline-unit-growth) over the
   smallest estimate it reached, so a merge that saves bytes but grows
   the estimate lends the inliner room that costs more than it saved.
   re2's libre2.so under -flto grew by 758 bytes with parameters
   (identical merging alone saved 192): its ShortVisit groups saved bytes
   but not GCC's estimate (48 -> 48, 38 -> 41 with thunks of 10, which we
   counted as 4), ipa-cp cloned their virtual caller twice more, the unit
   started 295 larger before inlining and ~Prefilter was inlined into
   itself (doc/rebuild.md).  A merge that shrinks the estimate at all
   leaves the inliner less room, not more, so only growth is refused and
   the bytes decide the rest (yaml-cpp's thirteen exception destructors,
   only called through their vtables, save 5 by the estimate and 608
   bytes).  Outside lto1 the byte count alone holds: fmt's format-test at
   -O2.  */
static const char *
estimate_grows (const vec<param_member> &m, unsigned k, int before,
		int thunk_calls)
{
  tree decl = m[0].node->decl;
  if (!in_lto_p || opt_for_fn (decl, optimize_size))
    return NULL;
  bool returns = !VOID_TYPE_P (TREE_TYPE (TREE_TYPE (decl)));
  int thunk = MF_ESTIMATED_THUNK_SIZE (count_arguments (decl) + k, returns);
  int estimated = merged_size (m, k, thunk, thunk_calls);
  if (estimated < before)
    return NULL;
  return mf_reason ("by GCC's estimate, which the inliner's budget follows, "
		    "the shared body and thunks would not be smaller:",
		    xasprintf ("%d >= %d", estimated, before));
}

/* Why merging the group M as PLAN says would not pay, or NULL.  */
const char *
mf_params_unprofitable (const vec<param_member> &m, const param_plan &plan)
{
  unsigned k = plan.types.length ();
  bool small = self_size (m[0].node) < MF_PARAMS_MIN_BODY;
  if (small && called_directly_p (m))
    return mf_reason ("the body is too small to share:",
		      xasprintf ("%d < %d", self_size (m[0].node),
				 MF_PARAMS_MIN_BODY));
  int before = 0;
  for (unsigned i = 0; i < m.length (); i++)
    before += self_size (m[i].node);
  int thunk_calls = inlined_thunk_calls (m);
  int after = merged_size (m, k, MF_THUNK_SIZE (k), thunk_calls);
  /* Small bodies called only through their address (gtest's 112
     TestFactoryImpl<T>::CreateTest, the tests' deleting destructors)
     merge when all together they save as much as the floor: below it,
     GCC's estimates are too coarse to trust (sqlite3's exported
     one-call wrappers, 8 each, grew by 6 bytes at -Os).  */
  if (small && before - after < MF_PARAMS_MIN_BODY)
    return mf_reason ("small bodies called only through their address "
		      "would save too little:",
		      xasprintf ("%d - %d < %d", before, after,
				 MF_PARAMS_MIN_BODY));
  if (after >= before)
    return mf_reason ("the shared body and thunks would not be smaller:",
		      xasprintf ("%d >= %d", after, before));
  if (const char *why = estimate_grows (m, k, before, thunk_calls))
    return why;
  if (int stack = mf_params_stack_arguments (m, k))
    {
      after += m.length () * MF_STACK_THUNK_SIZE (stack) + stack;
      if (after >= before)
	return mf_reason ("with the added parameters, arguments would go on "
			  "the stack:", xasprintf ("%d >= %d", after, before));
    }
  int callees = callees_kept_size (m, plan);
  if (after + callees >= before)
    return mf_reason ("callees now inlined would stay out of line:",
		      xasprintf ("%d + %d >= %d", after, callees, before));
  return NULL;
}

/* In lto1, where every caller is known: would the inliner copy NODE into
   each caller by its own limit for a small function (every call's growth
   within the caller's max-inline-insns-auto, or -single when NODE is
   declared inline) and then drop it?  The reason, or NULL.  re2's
   Prefilter::Info::AnyCharOrAnyByte and NoMatch (24 each by GCC's
   estimate, growth 18 <= 30 at -O3, several callers) were copied into
   every caller and dropped without parameters; shared, they left a body
   of 122 bytes and calls, and libre2.so ended larger than with identical
   merging (doc/results/rebuild.md).  Outside lto1 the same test cost
   fmt's format-test.cc 0.9% of its code at -O2 (b898012 dropped it), so
   it applies in lto1 only.  */
static const char *
copied_into_each_caller (cgraph_node *node)
{
  if (!dropped_once_inlined_p (node) || !ipa_call_summaries)
    return NULL;
  int growth = INT_MIN, limit = 0;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    {
      tree caller = e->caller->decl;
      if (!ipa_call_summaries->get (e) || opt_for_fn (caller, optimize_size))
	return NULL;
      int edge_limit = DECL_DECLARED_INLINE_P (node->decl)
		       ? opt_for_fn (caller, param_max_inline_insns_single)
		       : opt_for_fn (caller, param_max_inline_insns_auto);
      int edge_growth = estimate_edge_growth (e);
      if (edge_growth > edge_limit)
	return NULL;
      if (edge_growth > growth)
	growth = edge_growth, limit = edge_limit;
    }
  return mf_reason ("the inliner would copy it into each of its callers:",
		    xasprintf ("growth %d <= %d", growth, limit));
}

/* Bodies this large are shared even where the inliner would copy them
   (mf_params_left_to_inliner).  */
#define MF_INLINER_RULE_MAX_BODY 32

/* GCC's estimates are taken before inlining, and the inliner decides
   after this pass: a body it would copy into its callers anyway (and
   then drop) gains nothing from being shared, and made a shared body its
   copies become calls with the constants in registers, or the shared
   body is copied back into every caller and stays besides (libzstd's
   bit-stream helpers under -flto: doc/rebuild.md).  Only optimizing for
   speed, where the inliner copies freely.  A second test, "small enough
   for its kind" (max-inline-insns-single/-auto), holds in lto1 only
   (copied_into_each_caller).  */
const char *
mf_params_left_to_inliner (cgraph_node *node)
{
  /* Optimizing for size, two members inlined are larger than one body
     shared: each one's growth against zero is the wrong question (the
     kernel's csi_L and csi_M, each called once, were inlined both).  */
  if (opt_for_fn (node->decl, optimize_size)
      || !opt_for_fn (node->decl, flag_inline_small_functions))
    return NULL;
  /* Larger bodies the inliner would copy save more shared than their
     copies gain from their callers' context: fmt's format-test.cc at -O2
     shares 3.2 KB more of its code with the rule kept below 32, and
     pugixml.cpp stays as it is (its integer_to_string pair is below 32;
     without any bound it grew by 32 bytes).  */
  if (self_size (node) >= MF_INLINER_RULE_MAX_BODY)
    return NULL;
  if (inlined_and_dropped_p (node))
    return "the inliner would copy it into its callers: that does not "
	   "grow the program";
  if (in_lto_p)
    return copied_into_each_caller (node);
  return NULL;
}
