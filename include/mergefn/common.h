/* SPDX-License-Identifier: GPL-3.0-or-later */
/* common.h: the few types the pipeline's rooms share.  No module is
   behind it (each module's own face is include/mergefn/<module>.h).
   Data flows one way: mergefn.c registers the pass; pass.c gathers
   candidates (candidates.c), builds and hashes bodies (body.c, compare-*.c),
   partitions them (order.c, using compare-*.c), merges each class
   (merge-*.c) and reports (report.c).  */
#ifndef MERGEFN_COMMON_H
#define MERGEFN_COMMON_H

#define MF_PASS_NAME "mergefn"

/* Maps and sets keyed by symbol use its order, a serial GCC never gives
   twice: GCC reuses a removed node's memory for the next node it makes
   (this pass itself makes and removes nodes), so a pointer key could
   answer for another symbol.  */
typedef int_hash <int, -1, -2> mf_symbol_key;
static inline int
mf_key (const symtab_node *node)
{
  return node->order;
}

/* A function taking part in one round.  */
struct mf_body;
struct mf_function
{
  cgraph_node *node;
  struct mf_body *body;
  hashval_t hash;
  /* The hash of its shape alone: near misses share it (the dump's
     reasons, order.c).  */
  hashval_t shape;
  /* Class of equal functions (order.c).  */
  unsigned klass;
  /* Position in its class's member list (order.c).  */
  unsigned pos;
  /* Functions (indices) with a direct call to this one.  */
  vec<unsigned> callers;
  unsigned stamp;
  /* Calls to it may be compared by class (it cannot be interposed).  */
  bool callable_by_class;
  /* Its class agrees only with pointer accesses' alias sets ignored: its
     type-based alias information must go (tbaa.c) before merging.  */
  bool drop_tbaa;
};

/* While one lives, dump_file is off: GCC's hooks and cloning dump their
   own work; our dump keeps to our decisions.  */
struct quiet_dump
{
  FILE *saved;
  quiet_dump () : saved (dump_file) { dump_file = NULL; }
  ~quiet_dump () { dump_file = saved; }
};

#endif
