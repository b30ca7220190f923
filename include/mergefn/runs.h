/* SPDX-License-Identifier: GPL-3.0-or-later */
/* runs.h: sort items, then cut the sorted order into runs of equals: the
   one idiom of the partition (order.c), the link-time prefilter
   (prefilter.c), parameterised merging's classes (params-plan.c) and the
   outlines' shape twins (pass.c), written once (runs.c).  */
#ifndef MERGEFN_RUNS_H
#define MERGEFN_RUNS_H

/* A three-way order of items I and J (indices into the caller's own
   array).  */
typedef int (*mf_item_cmp) (unsigned i, unsigned j, void *data);
/* Does item J, which follows I in the sorted order, belong in I's run?  */
typedef bool (*mf_item_same) (unsigned i, unsigned j, void *data);

/* Sort ITEMS by CMP, ties by index (a total order, so the result never
   depends on the sort's own), then cut them into runs: a run ends where
   SAME says no (SAME NULL: where CMP is not 0).  STARTS (when not NULL)
   gets each run's first position in ITEMS and, last, ITEMS' length: run R
   is ITEMS[STARTS[R]] .. ITEMS[STARTS[R + 1] - 1].  Returns the number of
   runs.  */
unsigned mf_sort_runs (vec<unsigned> &items, mf_item_cmp cmp,
		       mf_item_same same, void *data, vec<unsigned> *starts);

/* 0 .. N - 1, for mf_sort_runs.  */
void mf_items (vec<unsigned> *items, unsigned n);

/* NUMBER[ITEMS[K]] = the run of position K, for every position.  */
void mf_number_runs (const vec<unsigned> &items, const vec<unsigned> &starts,
		     unsigned *number);

/* Copy run R of ITEMS (as STARTS cut them) into *RUN.  */
void mf_run_items (const vec<unsigned> &items, const vec<unsigned> &starts,
		   unsigned r, vec<unsigned> *run);

#endif
