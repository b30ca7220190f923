/* dynsym.h: which merges could change a shared object's exports (dynsym.c).  */
#ifndef MERGEFN_DYNSYM_H
#define MERGEFN_DYNSYM_H

/* dynsym.c: in a shared object, no merge may change which symbols it
   exports.  mf_dynsym_begin computes, before a round's merges, which
   symbols' merging could (their bodies or initializers reach, through
   symbols emitted only if used, an exported symbol emitted only if used);
   those merge only after inlining (late.c), where
   mf_dynsym_removal_refusal says whether dropping a body would remove the
   last use of an exported symbol.  */
void mf_dynsym_begin (void);
void mf_dynsym_end (void);
bool mf_dynsym_reach_p (symtab_node *node);
const char *mf_dynsym_removal_refusal (cgraph_node *node);

#endif
