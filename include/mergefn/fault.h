/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fault.h: deliberate comparator bugs for the fuzzer's self-test.

   A test that cannot fail proves nothing: `make fuzz-selftest` builds one
   plugin per fault with -DMF_FAULT=<n> and requires the differential
   fuzzer to catch each (doc/fuzz.md, "Self-test").  Every fault makes the
   comparator ignore one thing fuzz/gen.py's mutations change, so mutants
   merge into the template and the program's output changes.  A normal
   build leaves MF_FAULT at 0: every hook is compiled out.  The hooks are
   in plugin/compare-*.c (one #if per spot), in plugin/prefilter.c (which
   must not tell apart at link time what a faulty comparator calls
   equal), and in plugin/params.c for the one fault that is not the
   comparator's (params); the Makefile rebuilds exactly the files that
   name MF_FAULT.  (placement's second hook is the section in a
   function's full hash, which compare-placement.c also computes.)  The
   structural hash sits beside the order (each mf_hash_X next to its
   mf_cmp_X), so where the hash would split what a fault's comparator
   joins (a constant's value, a field's offset, swapped operands), its
   hook is next to the order's.

   This list is the only one: the Makefile's FAULTS and fault plugins and
   fuzz/selftest.py read the MF_FAULT_<NAME> lines below (lower-cased, the
   directory names under build/fault/) through scripts/mflib/faults.py.  */
#ifndef MERGEFN_FAULT_H
#define MERGEFN_FAULT_H

#ifndef MF_FAULT
#define MF_FAULT 0
#endif

#define MF_FAULT_CONST 1	/* integer constants' values */
#define MF_FAULT_SWAP 2		/* operand order of non-commutative operations */
#define MF_FAULT_SIGN 3		/* signedness of integer types */
#define MF_FAULT_VOLATILE 4	/* volatility of memory references */
#define MF_FAULT_CALLEE 5	/* the callee of a direct call */
#define MF_FAULT_FIELD 6	/* field offsets (COMPONENT_REF, record layout) */
#define MF_FAULT_PARAMS 7	/* which constants a parameterised thunk passes */
#define MF_FAULT_PLACEMENT 8	/* a symbol's explicit section (and -fipa-pta escape) */
#define MF_FAULT_GBASE 9	/* a variable accessed directly that stays a constant (thread-local, ...) */
#define MF_FAULT_KEY_OPTIONS 10	/* the content key leaves out the options (content-key.c) */
#define MF_FAULT_KEY_NAMES 11	/* the content key leaves out callees' and globals' identities */

#endif
