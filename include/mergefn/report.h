/* SPDX-License-Identifier: GPL-3.0-or-later */
/* report.h: the dump, -fopt-info notes and the JSON report (report.c).  */
#ifndef MERGEFN_REPORT_H
#define MERGEFN_REPORT_H

/* report.c */
bool mf_report_check_writable (void);
void mf_report_begin (void);
void mf_report_end (void);
void mf_note_refusal (symtab_node *node, const char *reason);
void mf_note_differ (symtab_node *a, symtab_node *b, const char *reason);
void mf_note_apart (symtab_node *node, symtab_node *into, const char *reason);
void mf_note_defer (symtab_node *node, symtab_node *other, const char *reason);
/* SIZE: estimated instructions (functions) or bytes (variables).  */
void mf_note_merge (symtab_node *node, symtab_node *into, const char *how,
		    HOST_WIDE_INT size);
/* A parameterised merge into the shared body INTO, which took PARAMS
   parameters more than NODE.  */
void mf_note_params_merge (symtab_node *node, symtab_node *into,
			   HOST_WIDE_INT size, int params);
/* Across units (share.c): NODE, named WAS, takes its first name KEY_NAME
   after inlining (the dump only); just before final (share-name.c), it
   became the body named KEY_NAME, its final name, that every unit
   shares; or it stays its unit's own.  */
void mf_note_first_name (const char *was, const char *key_name);
void mf_note_shared (symtab_node *node, const char *was, const char *key_name,
		     HOST_WIDE_INT size);
void mf_note_not_shared (symtab_node *node, const char *reason);
/* The same for a function known by NAME only (its node may be gone).  */
void mf_note_not_shared_name (const char *name, const char *reason);
void mf_note_keyed (symtab_node *node, const char *key_name);
void mf_note_tbaa (symtab_node *node);
void mf_note_round (unsigned round);
void mf_note_candidates (const char *what, unsigned count);
/* Under -flto: the compile-time summaries (summary.c) a unit wrote
   (COUNT symbols, HASHED of them with a hash), those read at link time
   (COUNT symbols from UNITS of ALL units), a unit's summary of another
   format than VERSION left unread.  */
void mf_note_summaries_written (unsigned count, unsigned hashed);
void mf_note_summaries_read (unsigned count, unsigned units, unsigned all);
void mf_note_summary_ignored (const char *file, unsigned version);
/* Under -flto: remember NODE's object file before its body is loaded.  */
void mf_note_unit (symtab_node *node);

#endif
