/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dynsym.h: which merges could change a shared object's exports (dynsym.c).  */
#ifndef MERGEFN_DYNSYM_H
#define MERGEFN_DYNSYM_H

/* dynsym.c: in a shared object, no merge may change which symbols it
   exports.  mf_dynsym_reach computes, before a round's merges, which
   symbols' merging could (their bodies or initializers reach, through
   symbols emitted only if used, an exported symbol emitted only if used):
   a set the caller owns (the pass's run keeps it for the merges it was
   computed for, include/run.h), NULL outside shared objects.  Those
   symbols merge only after inlining (late.c), where
   mf_dynsym_removal_refusal says whether dropping a body would remove the
   last use of an exported symbol.  */
hash_set<mf_symbol_key> *mf_dynsym_reach (void);
bool mf_dynsym_reach_p (hash_set<mf_symbol_key> *reach, symtab_node *node);
const char *mf_dynsym_removal_refusal (cgraph_node *node);

#endif
