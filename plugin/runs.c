/* SPDX-License-Identifier: GPL-3.0-or-later */
/* runs.c: sort, then cut into runs of equals (runs.h).  */
#include "compat.h"
#include "mergefn/runs.h"

struct sort_by
{
  mf_item_cmp cmp;
  void *data;
};

static int
cmp_then_index (const void *x, const void *y, void *data)
{
  const struct sort_by *by = (const struct sort_by *) data;
  unsigned i = *(const unsigned *) x, j = *(const unsigned *) y;
  if (int r = by->cmp (i, j, by->data))
    return r;
  return i < j ? -1 : i > j;
}

unsigned
mf_sort_runs (vec<unsigned> &items, mf_item_cmp cmp, mf_item_same same,
	      void *data, vec<unsigned> *starts)
{
  struct sort_by by = { cmp, data };
  items.sort (cmp_then_index, &by);
  unsigned runs = 0;
  for (unsigned k = 0; k < items.length (); k++)
    if (k == 0
	|| (same ? !same (items[k - 1], items[k], data)
		 : cmp (items[k - 1], items[k], data) != 0))
      {
	runs++;
	if (starts)
	  starts->safe_push (k);
      }
  if (starts)
    starts->safe_push (items.length ());
  return runs;
}

void
mf_items (vec<unsigned> *items, unsigned n)
{
  items->truncate (0);
  items->reserve (n);
  for (unsigned i = 0; i < n; i++)
    items->quick_push (i);
}

void
mf_number_runs (const vec<unsigned> &items, const vec<unsigned> &starts,
		unsigned *number)
{
  for (unsigned r = 0; r + 1 < starts.length (); r++)
    for (unsigned k = starts[r]; k < starts[r + 1]; k++)
      number[items[k]] = r;
}

void
mf_run_items (const vec<unsigned> &items, const vec<unsigned> &starts,
	      unsigned r, vec<unsigned> *run)
{
  run->truncate (0);
  for (unsigned k = starts[r]; k < starts[r + 1]; k++)
    run->safe_push (items[k]);
}
