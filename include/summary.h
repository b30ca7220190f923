/* summary.h: the -flto compile-time summary (summary.c).  */
#ifndef MERGEFN_SUMMARY_H
#define MERGEFN_SUMMARY_H

/* summary.c: the -flto compile-time summary carried to WPA.  */
void mf_summary_write (void);
void mf_summary_read (void);
/* Compile time's word on NODE: its hash, or why it cannot take part
   (*REFUSAL).  False if there is none.  */
bool mf_summary_lookup (symtab_node *node, hashval_t *hash,
			const char **refusal);
void mf_summary_release (void);

#endif
