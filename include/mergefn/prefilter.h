/* SPDX-License-Identifier: GPL-3.0-or-later */
/* prefilter.h: which bodies are worth reading in full (prefilter.c):
   outlines and their shapes, in every unit; under -flto, which bodies
   are worth loading at all.  */
#ifndef MERGEFN_PREFILTER_H
#define MERGEFN_PREFILTER_H

/* prefilter.c: of CANDS (symbols with a hash; LOADED when their body or
   initializer is already read), push onto OUT the symbols not loaded that
   may still have a twin, judged by hashes and direct callees alone.  */
struct mf_candidate
{
  symtab_node *node;
  hashval_t hash;
  bool loaded;
};
void mf_worth_loading (const vec<mf_candidate> &cands,
		       vec<symtab_node *> *out);

/* A body outlined and hashed (mf_body_outline), not yet completed: its
   shape, and its full hash when asked for.  */
struct mf_body;
struct mf_outline
{
  cgraph_node *node;
  struct mf_body *body;
  hashval_t hash;
  hashval_t shape;
};
/* Outline NODE's body onto OUT with its shape, and its full hash if
   FULL_HASH (in lto1 the body is read in first), or say why not.  */
const char *mf_outline_function (vec<mf_outline> *out, cgraph_node *node,
				 bool full_hash);
/* A body no other outline shares its shape with cannot merge with an
   outline: free it (its BODY becomes NULL), and hash the others in
   full.  */
void mf_keep_shape_twins (vec<mf_outline> &outlines);

#endif
