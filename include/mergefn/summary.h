/* SPDX-License-Identifier: GPL-3.0-or-later */
/* summary.h: the -flto compile-time summary (summary.c).  */
#ifndef MERGEFN_SUMMARY_H
#define MERGEFN_SUMMARY_H

/* The pass's generate_summary (compile time, when LTO IR is written):
   note every symbol's hash or refusal.  */
void mf_summary_generate (void);
/* Its write_summary: stream what generate_summary noted into the unit's
   LTO section.  */
void mf_summary_write (void);
/* Its read_summary (lto1): read every unit's section.  */
void mf_summary_read (void);
/* At the start of the pass's run, the summaries generated or read (NULL
   if none); the run keeps them (include/run.h) until it releases them.  */
struct mf_summaries;
struct mf_summaries *mf_summary_take (void);
/* Compile time's word on NODE in SUMMARIES: its hash, or why it cannot
   take part (*REFUSAL).  False if there is none.  */
bool mf_summary_lookup (struct mf_summaries *summaries, symtab_node *node,
			hashval_t *hash, const char **refusal);
void mf_summary_release (struct mf_summaries **summaries);

#endif
