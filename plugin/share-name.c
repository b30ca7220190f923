/* SPDX-License-Identifier: GPL-3.0-or-later */
/* share-name.c: the final name of a shared body, just before final.

   share.c names each shared body by its content key after inlining, so
   that its callers call that name.  What its callers may also rely on is
   known only once its RTL is done: the registers this copy changes and
   the stack alignment it needs (share-abi.c).  So, just before final
   prints it, the body takes its final name, its key extended by that, in
   a COMDAT group of the same name: copies that promise their callers the
   same share one name, the others stay apart.  A caller compiled before
   its shared callee (a cycle through public functions) has already
   printed the first name: then that name stays, and the body binds as a
   weak definition, whose callers GCC lets rely on nothing.  Right after
   final, the code final emitted is checked to be within the promise.

   Each shared body also leaves a record (final name and a second digest)
   in .comment, a section every linker script keeps, for the check that no
   two units gave one name to different code (scripts/check-names.py).  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/content-key.h"
#include "mergefn/options.h"
#include "mergefn/report.h"
#include "mergefn/share-abi.h"
#include "mergefn/share-name.h"
#include "mergefn/symtab-edit.h"

struct shared_body
{
  struct mf_content_key key;
  char *was;
  HOST_WIDE_INT size;
  struct mf_callee_abi promised;
};

/* Each shared body of this unit, by its declaration: looked up only, so
   the order of the map never shows.  */
static hash_map<tree, unsigned> *index_of;
static vec<struct shared_body> bodies;

void
mf_share_name_later (cgraph_node *node, const struct mf_content_key *key,
		     const char *was, HOST_WIDE_INT size)
{
  if (!index_of)
    index_of = new hash_map<tree, unsigned>;
  struct shared_body body;
  memset ((void *) &body, 0, sizeof body);
  body.key = *key;
  body.was = xstrdup (was);
  body.size = size;
  index_of->put (node->decl, bodies.length ());
  bodies.safe_push (body);
}

static struct shared_body *
body_of (tree decl)
{
  unsigned *i = index_of ? index_of->get (decl) : NULL;
  return i ? &bodies[*i] : NULL;
}

void
mf_share_leave_record (const struct mf_content_key *key)
{
  char *record = mf_key_record (key);
  fprintf (asm_out_file, "\t.pushsection .comment\n\t.string \"%s\"\n"
	   "\t.popsection\n", record);
  free (record);
}

/* Why the first name must stay, or NULL.  */
static const char *
keep_first_name (tree decl)
{
  tree id = DECL_ASSEMBLER_NAME (decl);
  if (TREE_SYMBOL_REFERENCED (id))
    return "a caller compiled before it has called its first name";
  if (!DECL_RTL_SET_P (decl))
    return NULL;
  rtx symbol = XEXP (DECL_RTL (decl), 0);
  if (GET_CODE (symbol) != SYMBOL_REF
      || strcmp (XSTR (symbol, 0), IDENTIFIER_POINTER (id)))
    return "its symbol is encoded by the target";
  return NULL;
}

/* A symbol of DECL made apart from its DECL_RTL (by a target's call or
   address expansion) still spells its first name, FIRST: in this
   function's insns, every such one takes the final name too, or the
   object would call a name it does not define.  */
static void
rename_symbol_refs (tree decl, const char *first)
{
  const char *name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl));
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (!INSN_P (insn))
	continue;
      subrtx_var_iterator::array_type array;
      FOR_EACH_SUBRTX_VAR (iter, array, PATTERN (insn), ALL)
	{
	  rtx x = *iter;
	  if (GET_CODE (x) == SYMBOL_REF && !strcmp (XSTR (x, 0), first))
	    XSTR (x, 0) = name;
	}
    }
}

static unsigned
name_body (void)
{
  tree decl = current_function_decl;
  struct shared_body *body = body_of (decl);
  cgraph_node *node = cgraph_node::get (decl);
  if (!body || !node)
    return 0;
  struct mf_content_key named = body->key;
  if (const char *why = keep_first_name (decl))
    {
      mf_edit_share_without_promise (node);
      memset ((void *) &body->promised, 0, sizeof body->promised);
      if (dump_file)
	fprintf (dump_file, "first name kept: %s\n", why);
    }
  else
    {
      mf_callee_abi_of_current (&body->promised);
      vec<char> text = vNULL;
      mf_callee_abi_text (&body->promised, &text);
      if (dump_file)
	fprintf (dump_file, "%.*s\n", (int) text.length (), text.address ());
      mf_key_extend (&named, text.address (), text.length ());
      text.release ();
    }
  char first[MF_KEY_NAME_SIZE], name[MF_KEY_NAME_SIZE];
  mf_key_name (&body->key, first);
  mf_key_name (&named, name);
  if (strcmp (first, name))
    {
      mf_edit_rename_shared (node, name);
      rename_symbol_refs (decl, first);
    }
  mf_share_leave_record (&named);
  mf_report_begin ();
  mf_note_shared (node, body->was, name, body->size);
  mf_report_end ();
  return 0;
}

/* A local symbol of the function's (or table's) own name at the shared
   copy's address: kallsyms (which prefers the name with fewer leading
   underscores), and tools without debug info that read local symbols,
   show the function's name, not the content name.  It goes with its
   group: a discarded copy takes its own along.  */
void
mf_share_leave_own_name (const char *was, const char *name, const char *type)
{
#if defined TYPE_ASM_OP && defined TYPE_OPERAND_FMT
  for (const char *p = was; *p; p++)
    if (!ISALNUM (*p) && *p != '_' && *p != '.' && *p != '$')
      return;
  fprintf (asm_out_file, "\t.set\t%s, %s\n", was, name);
  fprintf (asm_out_file, TYPE_ASM_OP "%s," TYPE_OPERAND_FMT "\n", was, type);
#endif
}

static unsigned
check_body (void)
{
  struct shared_body *body = body_of (current_function_decl);
  if (!body)
    return 0;
  mf_share_leave_own_name (body->was,
			   IDENTIFIER_POINTER
			     (DECL_ASSEMBLER_NAME (current_function_decl)),
			   "function");
  if (const char *why = mf_callee_abi_keep (&body->promised))
    error_at (DECL_SOURCE_LOCATION (current_function_decl),
	      "mergefn: %qs, shared across units as %qs: %s; compile this "
	      "unit with %<-fplugin-arg-mergefn-across-units=0%> and report "
	      "it", body->was, IDENTIFIER_POINTER
	      (DECL_ASSEMBLER_NAME (current_function_decl)), why);
  return 0;
}

static const pass_data share_name_pass_data =
{
  RTL_PASS,		/* type */
  MF_PASS_NAME "_share_name",	/* name */
  OPTGROUP_NONE,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  0, 0, 0, 0, 0
};

static const pass_data share_check_pass_data =
{
  RTL_PASS,		/* type */
  MF_PASS_NAME "_share_check",	/* name */
  OPTGROUP_NONE,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  0, 0, 0, 0, 0
};

/* The pass object GCC's API demands: one each side of final, running
   RUN on the shared bodies only.  */
class pass_mergefn_share : public rtl_opt_pass
{
public:
  pass_mergefn_share (const pass_data &data, gcc::context *ctxt,
		      unsigned (*run) (void))
    : rtl_opt_pass (data, ctxt), run (run)
  {}
  bool gate (function *) final override
  {
    return body_of (current_function_decl) != NULL;
  }
  unsigned int execute (function *) final override { return run (); }

private:
  unsigned (*run) (void);
};

static void
register_beside_final (const char *plugin_name, opt_pass *pass,
		       enum pass_positioning_ops where)
{
  struct register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = "final";
  info.ref_pass_instance_number = 1;
  info.pos_op = where;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

void
mf_share_name_init (const char *plugin_name)
{
  register_beside_final (plugin_name,
			 new pass_mergefn_share (share_name_pass_data, g,
						 name_body),
			 PASS_POS_INSERT_BEFORE);
  register_beside_final (plugin_name,
			 new pass_mergefn_share (share_check_pass_data, g,
						 check_body),
			 PASS_POS_INSERT_AFTER);
  if (mf_opts.dump)
    g->get_dumps ()->dump_switch_p ("rtl-" MF_PASS_NAME "_share_name");
}
