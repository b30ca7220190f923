/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compare-var.c: the total order over read-only variables.

   A variable is its bytes: initializers without relocations are encoded
   once (mf_var_image_build) and compared with memcmp; ones that hold
   addresses are compared as trees, symbols by identity.  Alignment is not
   compared: the merger keeps the strictest (merge-var.c).  */
#include "compat.h"
#include "mergefn/compare.h"

/* Larger initializers are compared as trees rather than copied.  */
#define MF_MAX_IMAGE (1 << 20)

static HOST_WIDE_INT
var_size (varpool_node *node)
{
  tree size = DECL_SIZE_UNIT (node->decl);
  return size && tree_fits_shwi_p (size) ? tree_to_shwi (size) : -1;
}

void
mf_var_image_build (struct mf_var_image *img, varpool_node *node)
{
  img->node = node;
  img->bytes = NULL;
  img->n_bytes = 0;
  HOST_WIDE_INT size = var_size (node);
  tree init = DECL_INITIAL (node->decl);
  inchash::hash h;
  /* Not the placement (mf_hash_placement), though the order compares it:
     tables alike but for their sections must sort next to each other,
     for the dump to say why they stay apart.  */
  h.add_hwi (size);
  if (size > 0 && size <= MF_MAX_IMAGE && init != error_mark_node)
    {
      unsigned char *bytes = XCNEWVEC (unsigned char, size);
      int len = init ? native_encode_initializer (init, bytes, size) : size;
      if (len == size)
	{
	  img->bytes = bytes;
	  img->n_bytes = size;
	  h.add (bytes, size);
	}
      else
	XDELETEVEC (bytes);
    }
  img->hash = h.end ();
}

void
mf_var_image_release (struct mf_var_image *img)
{
  XDELETEVEC (img->bytes);
  img->bytes = NULL;
}

static int
compare (struct mf_cmp *c, const struct mf_var_image *a,
	 const struct mf_var_image *b)
{
  if (a == b)
    return 0;
  tree da = a->node->decl, db = b->node->decl;
  MF_CMP (c, mf_cmp_int (var_size (a->node), var_size (b->node)), "size");
  MF_CMP (c, mf_cmp_placement (c, a->node, b->node), "placement");
  MF_CMP (c, mf_cmp_int (a->bytes != NULL, b->bytes != NULL),
	  "initializer with addresses");
  if (a->bytes)
    MF_CMP (c, memcmp (a->bytes, b->bytes, a->n_bytes), "contents");
  else
    {
      MF_CMP (c, mf_cmp_type (c, TREE_TYPE (da), TREE_TYPE (db)), "type");
      MF_CMP (c, mf_cmp_value (c, DECL_INITIAL (da), DECL_INITIAL (db)),
	      "contents");
    }
  MF_CMP (c, mf_cmp_variable_attributes (c, DECL_ATTRIBUTES (da),
				      DECL_ATTRIBUTES (db)), "attributes");
  return mf_differ (c, mf_cmp_attributes (c, TYPE_ATTRIBUTES (TREE_TYPE (da)),
				       TYPE_ATTRIBUTES (TREE_TYPE (db))),
		    "type attributes");
}

int
mf_compare_variables (const struct mf_var_image *a,
		      const struct mf_var_image *b,
		      const struct mf_compare_env *env)
{
  /* No bodies: the initializers' constants are compared outside any
     function.  */
  struct mf_compare_env vars = *env;
  vars.strict_tbaa = false;
  vars.slots = NULL;
  struct mf_cmp c = { NULL, NULL, &vars, false, 0, 0, NULL_TREE, NULL_TREE,
		      NULL };
  int r = compare (&c, a, b);
  if (env->difference)
    *env->difference = c.difference;
  return r;
}
