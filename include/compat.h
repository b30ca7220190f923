/* SPDX-License-Identifier: GPL-3.0-or-later */
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
#include "tree-into-ssa.h"
#include "alloc-pool.h"
#include "symbol-summary.h"
#include "sreal.h"
#if BUILDING_GCC_MAJOR >= 14
/* GCC 14 moved ipcp_param_lattices, which ipa-prop.h uses, here.  */
#include "ipa-cp.h"
#endif
#include "ipa-prop.h"
#include "ipa-fnsummary.h"
#include "ipa-inline.h"
#include "ipa-utils.h"
#include "tree-cfg.h"
#include "gimplify.h"
#include "tree-inline.h"
#include "tree-ssa-loop-niter.h"
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
#include "toplev.h"
#include "target.h"
#include "opts.h"
#include "options.h"
#include "inchash.h"
#include "timevar.h"
/* The RTL of a shared body, read just before and after final
   (share-abi.c).  */
#include "rtl.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "regs.h"
#include "function-abi.h"
#include "rtl-iter.h"
/* lto-streamer.h includes gcov-io.h, which in GCC 11 includes a
   generated gcov-iov.h that GCC 11's plugin headers do not install: the
   Makefile finds an empty stand-in last (include/missing/gcov-iov.h).  */
#include "lto-streamer.h"
#if BUILDING_GCC_MAJOR >= 13
#include "value-range-storage.h"
#endif

/* The versions whose headers this file has been checked against.  A newer
   GCC must be ported here first, not discovered as a crash at run time.
   17 is the development branch, checked against Debian's gcc-snapshot
   20261020 (r17-5409): it needs nothing of its own here so far (its
   enum tree_code has a fixed underlying type, unsigned, so the code that
   mixes tree codes with int casts them: compare-operand.c,
   version-check.c).  */
#if BUILDING_GCC_MAJOR < 11 || BUILDING_GCC_MAJOR > 17
#error "mergefn supports GCC 11 to 17: port include/compat.h first"
#endif

/* GCC 12 added what follows, and the plugin's code uses it by GCC's own
   names; GCC 11 gets them here, written for the plugin's uses.  */
#if BUILDING_GCC_MAJOR < 12
/* Whether STR starts with PREFIX (system.h from GCC 12).  */
static inline bool
startswith (const char *str, const char *prefix)
{
  return strncmp (str, prefix, strlen (prefix)) == 0;
}

/* GCC 12 records why a clobber ends an object's life (CLOBBER_EOL, ...);
   GCC 11 has only one kind of clobber, so every clobber is of the same
   kind (GCC 12's CLOBBER_UNDEF is 0).  */
#define CLOBBER_KIND(t) 0

/* A range over a function's loops (GCC 12's loops_list; GCC 11 has the
   FOR_EACH_LOOP_FN macro instead).  The plugin only resets every loop's
   recorded bounds, so this gives every loop of FN but the root, in the
   order of their numbers, and takes no flags.  */
class loops_list
{
public:
  loops_list (function *fn, unsigned flags)
  {
    gcc_assert (flags == 0);
    vec<loop_p, va_gc> *all = get_loops (fn);
    for (unsigned i = 1; i < vec_safe_length (all); i++)
      if ((*all)[i])
	loops.safe_push ((*all)[i]);
  }
  loop_p *begin () { return loops.begin (); }
  loop_p *end () { return loops.end (); }
private:
  auto_vec<loop_p> loops;
};
#endif

/* GCC 14 renamed last_stmt (the block's last statement that is not a
   debug statement) to last_nondebug_stmt.  */
#if BUILDING_GCC_MAJOR < 14
#define mf_last_stmt(bb) last_stmt (bb)
#else
#define mf_last_stmt(bb) last_nondebug_stmt (bb)
#endif

/* GCC 15 renamed gimple_asm_input_p (an asm without operands).  */
#if BUILDING_GCC_MAJOR < 15
#define mf_gimple_asm_basic_p(s) gimple_asm_input_p (s)
#else
#define mf_gimple_asm_basic_p(s) gimple_asm_basic_p (s)
#endif

/* A call statement's flags (GF_CALL_*: from a thunk, return slot, tail
   call, va_arg_pack, nothrow, alloca for a VLA, internal, control
   altering, must tail call, by descriptor, nocf_check, from new/delete;
   GCC 16 adds xthrow), for the comparator.  Every bit of the statement's
   subcode is a flag in GCC 11 to 16 and the 20261020 snapshot (checked
   against each gimple.h: GCC 11's gf_mask has GCC 12's bits), and
   all of them are compared: a flag a newer GCC adds may change what the
   call does, and two calls that differ in one that does not only stay
   apart.  A GCC that stores anything else there must be ported here.  */
static inline unsigned
mf_call_flags (const gcall *call)
{
  return call->subcode;
}

/* The symbol at index REF of an LTO symbol table encoder, or NULL if
   that entry is not a symbol: GCC 16 also encodes toplevel asm
   statements there (toplevel_node, the base of symtab_node).  */
static inline symtab_node *
mf_encoder_symbol (lto_symtab_encoder_t encoder, int ref)
{
#if BUILDING_GCC_MAJOR >= 16
  return dyn_cast <symtab_node *> (lto_symtab_encoder_deref (encoder, ref));
#else
  return lto_symtab_encoder_deref (encoder, ref);
#endif
}

/* symtab_node::reset takes the node out of its comdat group in GCC 14
   and later (an argument keeps it there), and so does GCC 13 (13.5 was
   seen to, with no such argument); GCC 12 always kept it.  A merged function keeps its group: the linker keeps or drops
   the group whole, and C++ thunks of the function are still in it ("section
   type conflict" otherwise).  So whatever the version: note the group,
   reset, and put the node back if it left.  */
static inline void
mf_rejoin_comdat_group (symtab_node *node, tree group, symtab_node *member)
{
  if (group && !node->get_comdat_group ())
    {
      node->set_comdat_group (group);
      if (member)
	node->add_to_same_comdat_group (member);
    }
}

static inline void
mf_reset_node (cgraph_node *node)
{
  tree group = node->get_comdat_group ();
  symtab_node *member = node->same_comdat_group;
#if BUILDING_GCC_MAJOR >= 14
  node->reset (true);
#else
  node->reset ();
#endif
  mf_rejoin_comdat_group (node, group, member);
}

/* cgraph_node::create_wrapper resets the node without that argument.  */
static inline void
mf_create_wrapper (cgraph_node *node, cgraph_node *target)
{
  tree group = node->get_comdat_group ();
  symtab_node *member = node->same_comdat_group;
  node->create_wrapper (target);
  mf_rejoin_comdat_group (node, group, member);
}

/* Value ranges stored with SSA names.  GCC 12 keeps an integer range as
   [min, max], perhaps inverted (an anti-range), and the bits that may be
   nonzero.  GCC 13 replaced that storage: any number of sub-ranges, and
   float ranges too; GCC 14 also keeps bits known to be one (a value and
   mask pair).  The comparator reads every version through this one view:
     mf_int_range_read (name, r)   false if NAME has no stored range;
     r.inverted                    an anti-range (GCC 12 only);
     r.pairs, r.lower (i), r.upper (i)
     r.known_value (), r.unknown_mask ()
                                   bits known: where the mask is 0 the bit
                                   equals the value's (GCC 12 and 13: the
                                   value is 0, the mask the nonzero bits).
   Equal views mean equal stored ranges in every version (GCC 11 stores
   them as GCC 12 does).  */
#if BUILDING_GCC_MAJOR <= 12
struct mf_int_range
{
  bool inverted;
  unsigned pairs;
  wide_int min, max, nonzero;
  wide_int lower (unsigned) const { return min; }
  wide_int upper (unsigned) const { return max; }
  wide_int known_value () const { return wi::zero (nonzero.get_precision ()); }
  wide_int unknown_mask () const { return nonzero; }
};

static inline bool
mf_int_range_read (tree name, struct mf_int_range &r)
{
  range_info_def *ri = SSA_NAME_RANGE_INFO (name);
  if (!ri)
    return false;
  r.inverted = SSA_NAME_ANTI_RANGE_P (name);
  r.pairs = 1;
  r.min = ri->get_min ();
  r.max = ri->get_max ();
  r.nonzero = ri->get_nonzero_bits ();
  return true;
}
#else
struct mf_int_range
{
  bool inverted;
  unsigned pairs;
  int_range_max range;
  wide_int lower (unsigned i) const { return range.lower_bound (i); }
  wide_int upper (unsigned i) const { return range.upper_bound (i); }
#if BUILDING_GCC_MAJOR == 13
  wide_int known_value () const
  { return wi::zero (range.lower_bound (0).get_precision ()); }
  wide_int unknown_mask () const { return range.get_nonzero_bits (); }
#else
  wide_int known_value () const { return range.get_bitmask ().value (); }
  wide_int unknown_mask () const { return range.get_bitmask ().mask (); }
#endif
};

/* GCC 13 stores an integer range as an irange_storage_slot, GCC 14 and
   later as a vrange_storage.  */
static inline bool
mf_int_range_read (tree name, struct mf_int_range &r)
{
  if (!SSA_NAME_RANGE_INFO (name))
    return false;
#if BUILDING_GCC_MAJOR == 13
  static_cast <const irange_storage_slot *> (SSA_NAME_RANGE_INFO (name))
    ->get_irange (r.range, TREE_TYPE (name));
#else
  SSA_NAME_RANGE_INFO (name)->get_vrange (r.range, TREE_TYPE (name));
#endif
  r.inverted = false;
  /* An undefined or varying range has no pairs to read.  */
  r.pairs = r.range.undefined_p () ? 0 : r.range.num_pairs ();
  return true;
}
#endif

/* Float ranges (GCC 13 and later; none before): false if NAME has none.
   Otherwise *KIND is 0 (undefined), 1 (varying), 2 (only NaN) or 3 (a
   range with bounds, in *LOWER and *UPPER), and *NAN_POS and *NAN_NEG say
   whether a NaN of either sign may be the value (kinds 2 and 3).  */
#if BUILDING_GCC_MAJOR <= 12
static inline bool
mf_float_range_read (tree, int *, REAL_VALUE_TYPE *, REAL_VALUE_TYPE *,
		     bool *, bool *)
{
  return false;
}
#else
static inline bool
mf_float_range_read (tree name, int *kind, REAL_VALUE_TYPE *lower,
		     REAL_VALUE_TYPE *upper, bool *nan_pos, bool *nan_neg)
{
  if (!SSA_NAME_RANGE_INFO (name))
    return false;
  frange r;
#if BUILDING_GCC_MAJOR == 13
  static_cast <const frange_storage_slot *> (SSA_NAME_RANGE_INFO (name))
    ->get_frange (r, TREE_TYPE (name));
#else
  SSA_NAME_RANGE_INFO (name)->get_vrange (r, TREE_TYPE (name));
#endif
  *nan_pos = *nan_neg = false;
  if (r.undefined_p () || r.varying_p ())
    {
      *kind = r.undefined_p () ? 0 : 1;
      return true;
    }
  *nan_pos = r.maybe_isnan (false);
  *nan_neg = r.maybe_isnan (true);
  *kind = r.known_isnan () ? 2 : 3;
  if (*kind == 3)
    {
      *lower = r.lower_bound ();
      *upper = r.upper_bound ();
    }
  return true;
}
#endif


/* The GCC globals the plugin's code reads (version-check.c compares
   each one's size as built here with the running compiler's symbol
   table).  Arrays declared without a bound are counted by the enum that
   sizes them in GCC.  GCC 13 made tree_code_type and tree_code_length
   inline constexpr arrays of a template: the plugin has its own copies,
   so nothing of the compiler's is read there (gimple_rhs_class_table,
   sized by the same MAX_TREE_CODES, stays a global in all versions).  */
#define MF_CHECKED_GLOBALS_ALL(X)					\
  X (global_options, sizeof (global_options))				\
  X (global_trees, sizeof (global_trees))				\
  X (integer_types, sizeof (integer_types))				\
  X (sizetype_tab, sizeof (sizetype_tab))				\
  X (gimple_code_name,							\
     LAST_AND_UNUSED_GIMPLE_CODE * sizeof (gimple_code_name[0]))	\
  X (gimple_ops_offset_, LAST_GSS_ENUM * sizeof (gimple_ops_offset_[0])) \
  X (gss_for_code_,							\
     LAST_AND_UNUSED_GIMPLE_CODE * sizeof (gss_for_code_[0]))		\
  X (gimple_rhs_class_table,						\
     MAX_TREE_CODES * sizeof (gimple_rhs_class_table[0]))		\
  X (mode_class, sizeof (mode_class))					\
  X (mode_ibit, sizeof (mode_ibit))					\
  X (mode_fbit, sizeof (mode_fbit))					\
  X (real_format_for_mode, sizeof (real_format_for_mode))		\
  X (bitmap_default_obstack, sizeof (bitmap_default_obstack))
#if BUILDING_GCC_MAJOR < 13
#define MF_CHECKED_GLOBALS(X)						\
  MF_CHECKED_GLOBALS_ALL (X)						\
  X (tree_code_type, MAX_TREE_CODES * sizeof (tree_code_type[0]))	\
  X (tree_code_length, MAX_TREE_CODES * sizeof (tree_code_length[0]))
#else
#define MF_CHECKED_GLOBALS(X) MF_CHECKED_GLOBALS_ALL (X)
#endif

#endif
