/* SPDX-License-Identifier: GPL-3.0-or-later */
/* prefilter.h: under -flto, which bodies are worth loading (prefilter.c).  */
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

#endif
