/* summary.h: the -flto compile-time summary (summary.c).  */
#ifndef MERGEFN_SUMMARY_H
#define MERGEFN_SUMMARY_H

/* summary.c: the -flto compile-time summary carried to WPA.  */
void mf_summary_write (void);
/* At the start of the pass's run, read (and strip) every symbol's
   summary; the run keeps them (include/run.h) until it releases them.  */
struct mf_summaries;
struct mf_summaries *mf_summary_read (void);
/* Compile time's word on NODE in SUMMARIES: its hash, or why it cannot
   take part (*REFUSAL).  False if there is none.  */
bool mf_summary_lookup (struct mf_summaries *summaries, symtab_node *node,
			hashval_t *hash, const char **refusal);
void mf_summary_release (struct mf_summaries **summaries);

#endif
