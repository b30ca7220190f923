/* compat.h: GCC's headers in the order they need, and every difference
   between GCC versions in one place.  Include this first in every file.  */
#ifndef MERGEFN_COMPAT_H
#define MERGEFN_COMPAT_H

#include "gcc-plugin.h"
#include "bversion.h"
#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "cgraph.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimple-predict.h"
#include "ssa.h"
#include "cfganal.h"
#include "dominance.h"
#include "cfgloop.h"
#include "tree-eh.h"
#include "except.h"
#include "attribs.h"
#include "stringpool.h"
#include "fold-const.h"
#include "real.h"
#include "alias.h"
#include "tree-ssa-alias.h"
#include "tree-dfa.h"
#include "alloc-pool.h"
#include "symbol-summary.h"
#include "sreal.h"
#include "ipa-prop.h"
#include "ipa-fnsummary.h"
#include "ipa-utils.h"
#include "tree-cfg.h"
#include "asan.h"
#include "dumpfile.h"
#include "diagnostic-core.h"
#include "print-tree.h"
#include "builtins.h"
#include "calls.h"
#include "internal-fn.h"
#include "varasm.h"
#include "stor-layout.h"
#include "langhooks.h"
#include "output.h"
#include "opts.h"
#include "options.h"
#include "inchash.h"
#include "timevar.h"

/* The plugin is written against GCC 12's internal API; anything else must be
   ported here first, not discovered as a crash at run time.  */
#if BUILDING_GCC_MAJOR != 12
#error "mergefn supports GCC 12 only: port include/compat.h first"
#endif

/* GCC 12 spells the range-info accessors this way (GCC 13 replaced them
   with vrange storage).  */
#define MF_RANGE_INFO(name) SSA_NAME_RANGE_INFO (name)

#endif
