/* SPDX-License-Identifier: GPL-3.0-or-later */
/* share-name.h: the final name of a shared body, just before final
   (share-name.c).  */
#ifndef MERGEFN_SHARE_NAME_H
#define MERGEFN_SHARE_NAME_H

/* At plugin_init: the passes around final.  */
void mf_share_name_init (const char *plugin_name);
/* NODE, named by KEY after inlining (share.c), takes its final name
   before final; WAS is its own name, SIZE its size for the report.  */
void mf_share_name_later (cgraph_node *node, const struct mf_content_key *key,
			  const char *was, HOST_WIDE_INT size);
/* KEY's record in .comment (mf_key_record), for the honesty check.  */
void mf_share_leave_record (const struct mf_content_key *key);
/* Where the shared copy named NAME is printed: a local symbol WAS, of
   the ELF TYPE ("function", "object"), at its address.  */
void mf_share_leave_own_name (const char *was, const char *name,
			      const char *type);

#endif
