/* run.h: the state of one run of the IPA pass (pass.c).

   As GCC's ICF keeps its state in its one sem_item_optimizer, the pass
   keeps a run's in one struct: pass.c makes it when the pass's execute
   starts and releases it when it ends, and hands each module the part it
   needs; no module keeps a run's state in a static.  Each part says how
   long it lives: the run, one round of the fixpoint, or less.

   What outlives a run stays with its module, which says why: what the
   late pass is handed (late.c), the report's buffer and the units of
   -flto symbols (report.c), the verify flag (verify.c), the options
   (options.c).  */
#ifndef MERGEFN_RUN_H
#define MERGEFN_RUN_H

#include "body.h"

struct mf_run
{
  /* One round: what completing bodies shares (body.c, this-flow.c);
     released at the start of each round and at the end of the run.  */
  struct mf_body_round bodies;
};

#endif
