/* SPDX-License-Identifier: GPL-3.0-or-later */
/* content-key.h: the content key of a function body (content-key.c), the
   name under which units that compile it on their own share one copy
   without LTO.  How that name becomes a COMDAT group is symtab-edit.c's
   business, which functions get one is share.c's.  */
#ifndef MERGEFN_CONTENT_KEY_H
#define MERGEFN_CONTENT_KEY_H

/* The key format's version: part of every key, and of the record the
   honesty check reads.  Bump it whenever what a key covers changes.  */
#define MF_KEY_FORMAT 2

/* KEY names the body (SHA-256 of its serialization, first 128 bits);
   DIGEST is a second, independent digest (MD5) of the same
   serialization, for the check that two units never give one name to
   different code (scripts/check-names.py).  */
struct mf_content_key
{
  unsigned char key[16];
  unsigned char digest[16];
};

/* "__mf_" and 32 hex digits, and a NUL.  */
#define MF_KEY_NAME_SIZE 38

/* The keys made so far in this unit, so a local callee is serialized
   once; NULL to start.  */
struct mf_key_table;

/* The content key of NODE, a local function defined in this unit with a
   body in SSA form, in *OUT.  Returns NULL, or why NODE has none (a
   construct the key does not cover, unit-local writable data, the
   address of a unit-local symbol taken, a local callee without a key).  */
const char *mf_content_key (struct mf_key_table **table, cgraph_node *node,
			    struct mf_content_key *out);
/* The same for VAR, a read-only variable defined in this unit.  */
const char *mf_variable_content_key (struct mf_key_table **table,
				     varpool_node *var,
				     struct mf_content_key *out);
void mf_key_table_release (struct mf_key_table **table);

/* KEY, covering DATA (N bytes) too: both digests of KEY and DATA.  */
void mf_key_extend (struct mf_content_key *key, const void *data, size_t n);

/* The symbol name of KEY.  */
void mf_key_name (const struct mf_content_key *key,
		  char name[MF_KEY_NAME_SIZE]);
/* "mergefn-key <format> <name> <digest>": the line the honesty check
   reads; XNEWVEC'd.  */
char *mf_key_record (const struct mf_content_key *key);

/* What the compiler is (version, configuration): part of every key.  */
void mf_key_set_compiler (const struct plugin_gcc_version *version);

#endif
