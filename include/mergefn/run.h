/* SPDX-License-Identifier: GPL-3.0-or-later */
/* run.h: the state of one run of the IPA pass (pass.c).

   As GCC's ICF keeps its state in its one sem_item_optimizer, the pass
   keeps a run's in one struct: pass.c makes it when the pass's execute
   starts and releases it when it ends, and hands each module the part it
   needs; no module keeps a run's state in a static.  Each part says how
   long it lives: the run, one round of the fixpoint, or less.

   What is not one run's stays with its module, which says why: what the
   first pass hands the late pass (late.c), the report, written by both
   passes as the dump is (report.c), the verify flag (verify.c), the
   options (options.c).  */
#ifndef MERGEFN_RUN_H
#define MERGEFN_RUN_H

#include "mergefn/body.h"
#include "mergefn/points-to.h"
#include "mergefn/summary.h"

struct mf_run
{
  /* The run: compile time's summaries (summary.c), taken when it
     starts.  */
  struct mf_summaries *summaries;
  /* The run: the functions it merged away (merge-fn.c; wrappers keep a
     body but must not take part again), handed at its end to the late
     pass (late.c), which goes on from them.  */
  hash_set<mf_symbol_key> *merged_away;
  /* One round: what completing bodies shares (body.c, this-flow.c);
     released at the start of each round and at the end of the run.  */
  struct mf_body_round bodies;
  /* One merge phase of a round: the symbols whose merging could change a
     shared object's exports (dynsym.c), NULL outside shared objects.  */
  hash_set<mf_symbol_key> *dynsym_reach;
  /* One variable round: the points-to sets its merges left to mend
     (points-to.c).  */
  struct mf_points_to points_to;
};

#endif
