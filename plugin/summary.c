/* summary.c: what compile time tells link time (-flto).

   At WPA function bodies and variable initializers are on disk; loading
   all of them costs time and memory.  When the plugin was on a compile
   line, it leaves on every symbol it looked at an internal attribute
   "mergefn summary" holding either the structural hash (compare-fn.c, or the
   variable image's) or the reason the symbol cannot take part.  A plugin
   cannot own an LTO section, but attributes travel with the decls.  At
   WPA the pass reads and strips every such attribute first (GCC's ICF and
   our own comparator compare attribute lists), then loads only bodies
   whose hash has a twin.  Symbols without a summary (their unit was
   compiled without the plugin) are loaded and hashed as before.  */
#include "compat.h"
#include "mergefn.h"
#include "candidates.h"
#include "body.h"
#include "compare.h"
#include "report.h"
#include "summary.h"

#define MF_SUMMARY_ATTRIBUTE "mergefn summary"

struct summary
{
  bool has_hash;
  hashval_t hash;
  const char *refusal;
};

/* What compile time said, read by mf_summary_read at the start of the
   pass's run and kept in it (include/run.h) until its end.  */
struct mf_summaries
{
  hash_map<mf_symbol_key, summary> map;
};

static void
attach (tree decl, hashval_t hash, const char *refusal)
{
  tree value = refusal
    ? build_string (strlen (refusal) + 1, refusal)
    : build_int_cst (unsigned_type_node, hash);
  DECL_ATTRIBUTES (decl)
    = tree_cons (get_identifier (MF_SUMMARY_ATTRIBUTE),
		 build_tree_list (NULL_TREE, value), DECL_ATTRIBUTES (decl));
}

void
mf_summary_write (void)
{
  /* Outside the pass's run (generate_summary): a round of its own.  */
  mf_body_round round;
  memset ((void *) &round, 0, sizeof round);
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    {
      if (!mf_own_function_p (node))
	continue;
      const char *why = mf_function_refusal (node);
      hashval_t hash = 0;
      if (!why)
	{
	  mf_body body;
	  why = mf_body_build (&body, node, &round);
	  if (!why)
	    {
	      hashval_t shape;
	      hash = mf_hash_body (&body, &shape);
	      mf_body_release (&body);
	    }
	}
      attach (node->decl, hash, why);
    }
  varpool_node *vnode;
  FOR_EACH_DEFINED_VARIABLE (vnode)
    {
      if (!mf_variable_considered_p (vnode))
	continue;
      const char *why = mf_variable_refusal (vnode);
      hashval_t hash = 0;
      if (!why)
	{
	  mf_var_image img;
	  mf_var_image_build (&img, vnode);
	  hash = img.hash;
	  mf_var_image_release (&img);
	}
      attach (vnode->decl, hash, why);
    }
  mf_body_round_release (&round);
}

/* Read and strip the attribute of NODE into SUMMARIES.  */
static void
take (mf_summaries *summaries, symtab_node *node)
{
  tree attr = lookup_attribute (MF_SUMMARY_ATTRIBUTE,
				DECL_ATTRIBUTES (node->decl));
  if (!attr)
    return;
  tree value = TREE_VALUE (TREE_VALUE (attr));
  summary s = { false, 0, NULL };
  if (TREE_CODE (value) == STRING_CST)
    s.refusal = mf_reason ("at compile time:", TREE_STRING_POINTER (value));
  else
    {
      s.has_hash = true;
      s.hash = (hashval_t) TREE_INT_CST_LOW (value);
    }
  summaries->map.put (mf_key (node), s);
  DECL_ATTRIBUTES (node->decl)
    = remove_attribute (MF_SUMMARY_ATTRIBUTE, DECL_ATTRIBUTES (node->decl));
}

mf_summaries *
mf_summary_read (void)
{
  mf_summaries *summaries = new mf_summaries;
  symtab_node *node;
  FOR_EACH_SYMBOL (node)
    take (summaries, node);
  return summaries;
}

bool
mf_summary_lookup (mf_summaries *summaries, symtab_node *node,
		   hashval_t *hash, const char **refusal)
{
  summary *s = summaries ? summaries->map.get (mf_key (node)) : NULL;
  if (!s)
    return false;
  *hash = s->hash;
  *refusal = s->refusal;
  return true;
}

void
mf_summary_release (mf_summaries **summaries)
{
  delete *summaries;
  *summaries = NULL;
}
