/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify.h: the checks of -fplugin-arg-mergefn-verify (verify.c).  */
#ifndef MERGEFN_VERIFY_H
#define MERGEFN_VERIFY_H

/* verify.c: checks run with -fplugin-arg-mergefn-verify.  They report an
   error (so the compilation fails) and return false on inconsistency.  */
typedef int (*mf_item_cmp) (unsigned i, unsigned j, void *data);
bool mf_verify_sorted (const vec<unsigned> &sorted, mf_item_cmp cmp,
		       void *data, const char *what);
bool mf_verify_class (const vec<unsigned> &members, mf_item_cmp cmp,
		      void *data, const char *what);
void mf_verify_failed (const char *what, const char *detail);
/* After merging GROUP: members whose address was observable (MATTERED)
   still have distinct addresses; aliases point at kept definitions.  */
bool mf_verify_merged (const vec<symtab_node *> &group,
		       const vec<bool> &mattered);
extern bool mf_verify_ok;

#endif
