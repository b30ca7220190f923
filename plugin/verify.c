/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify.c: with -fplugin-arg-mergefn-verify, check as we go that the
   comparator behaves as a total order and that classes are consistent.
   An inconsistency is an error (the compilation fails) and stops all
   merging in this unit: a comparator we cannot trust proves nothing.  */
#include "compat.h"
#include "mergefn/verify.h"

/* False from the first failure on: the unit's "stop merging", which
   only this file clears and the two passes read (pass.c, params.c,
   late.c), as GCC's seen_error.  Set again when the first pass's run
   starts; the late pass goes on from the first pass's answer.  */
bool mf_verify_ok = true;

void
mf_verify_failed (const char *what, const char *detail)
{
  error ("mergefn: verify: %s: %s", what, detail);
  mf_verify_ok = false;
}

static int
sign (int r)
{
  return (r > 0) - (r < 0);
}

static bool
check_pair (unsigned i, unsigned j, mf_item_cmp cmp, void *data,
	    const char *what)
{
  int ij = sign (cmp (i, j, data)), ji = sign (cmp (j, i, data));
  if (ij != -ji)
    {
      mf_verify_failed (what, "comparison is not antisymmetric");
      return false;
    }
  return true;
}

bool
mf_verify_sorted (const vec<unsigned> &sorted, mf_item_cmp cmp, void *data,
		  const char *what)
{
  unsigned n = sorted.length ();
  for (unsigned k = 0; k + 1 < n; k++)
    {
      unsigned a = sorted[k], b = sorted[k + 1];
      if (!check_pair (a, b, cmp, data, what))
	return false;
      if (cmp (a, b, data) > 0)
	{
	  mf_verify_failed (what, "sorted sequence is out of order");
	  return false;
	}
      if (k + 2 < n)
	{
	  unsigned c = sorted[k + 2];
	  int ab = sign (cmp (a, b, data)), bc = sign (cmp (b, c, data));
	  int ac = sign (cmp (a, c, data));
	  if (ac > 0 || (ab == 0 && bc == 0 && ac != 0))
	    {
	      mf_verify_failed (what, "comparison is not transitive");
	      return false;
	    }
	}
    }
  /* Distant pairs: positions in the sorted order must agree with the
     comparison (a cheap probe for transitivity over longer chains).  */
  for (unsigned k = 0; k < n; k++)
    {
      unsigned j = (unsigned) (((unsigned long long) k * 2654435761u) % n);
      if (j == k)
	continue;
      unsigned lo = MIN (j, k), hi = MAX (j, k);
      if (!check_pair (sorted[lo], sorted[hi], cmp, data, what))
	return false;
      if (cmp (sorted[lo], sorted[hi], data) > 0)
	{
	  mf_verify_failed (what, "comparison is not transitive");
	  return false;
	}
    }
  return true;
}

bool
mf_verify_class (const vec<unsigned> &members, mf_item_cmp cmp, void *data,
		 const char *what)
{
  for (unsigned k = 1; k < members.length (); k++)
    if (cmp (members[0], members[k], data) != 0
	|| cmp (members[k], members[0], data) != 0)
      {
	mf_verify_failed (what, "members of one class compare unequal");
	return false;
      }
  return true;
}

bool
mf_verify_merged (const vec<symtab_node *> &group, const vec<bool> &mattered)
{
  hash_set<symtab_node *> addresses;
  for (unsigned k = 0; k < group.length (); k++)
    {
      symtab_node *target = group[k]->ultimate_alias_target ();
      if (group[k]->alias && target->can_be_discarded_p ())
	{
	  mf_verify_failed (group[k]->asm_name (),
			    "aliases a definition the linker may discard");
	  return false;
	}
      if (mattered[k] && addresses.add (target))
	{
	  mf_verify_failed (group[k]->asm_name (),
			    "two observable addresses became one");
	  return false;
	}
    }
  return true;
}
