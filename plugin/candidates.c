/* SPDX-License-Identifier: GPL-3.0-or-later */
/* candidates.c: which symbols may take part, and why not.

   Rules that refuse a symbol outright live here; rules about how two
   equal symbols may be merged live in merge-*.c; what makes two bodies
   differ lives in compare-*.c.  */
#include "compat.h"
#include "mergefn/candidates.h"
#include "mergefn/reason.h"

/* A static alias of a weak (or, under -fPIC, public) definition always
   reaches this object's copy, while the target's own symbol reaches
   whichever definition wins, so the two are not the same.  */
symtab_node *
mf_resolve_symbol (symtab_node *node)
{
  symtab_node *target = node->ultimate_alias_target ();
  if (target != node
      && (node->get_availability () <= AVAIL_INTERPOSABLE
	  || target->get_availability () <= AVAIL_INTERPOSABLE))
    return node;
  return target;
}

cgraph_node *
mf_resolve_callee (cgraph_node *callee)
{
  return dyn_cast <cgraph_node *> (mf_resolve_symbol (callee));
}

const char *
mf_explicit_section (symtab_node *node)
{
  return node->implicit_section ? NULL : node->get_section ();
}

bool
mf_own_function_p (cgraph_node *node)
{
  /* Aliases, thunks and clones have no body of their own; extern inline
     bodies exist only to be inlined and are never emitted.  */
  return node->definition && !node->alias && !node->thunk
	 && !node->inlined_to && !node->clone_of
	 && !DECL_EXTERNAL (node->decl);
}

static bool
has_attribute (tree decl, const char *name)
{
  return lookup_attribute (name, DECL_ATTRIBUTES (decl)) != NULL_TREE;
}

/* GCC marks OpenMP and OpenACC functions (declare target, simd,
   variant, offloaded entry points...) with internal attributes named
   "omp ..." or "oacc ...", a space in the name so no user can write one.
   Any such attribute counts: the spellings change between GCC versions
   ("omp declare target nohost", "omp declare variant variant" ...), and
   a list would miss the next one.  */
static bool
openmp_attribute_p (tree attr)
{
  const char *name = IDENTIFIER_POINTER (get_attribute_name (attr));
  return startswith (name, "omp ") || startswith (name, "oacc ");
}

static bool
openmp_function_p (cgraph_node *node)
{
  for (tree a = DECL_ATTRIBUTES (node->decl); a; a = TREE_CHAIN (a))
    if (openmp_attribute_p (a))
      return true;
  return node->parallelized_function;
}

/* Decided from the declaration and the symbol table alone (under -flto
   the body may not be loaded yet); what needs the body is decided where
   it is read (body.c).  */
const char *
mf_function_refusal (cgraph_node *node)
{
  tree decl = node->decl;
  if (TREE_PUBLIC (decl) && DECL_NAME (decl) && MAIN_NAME_P (DECL_NAME (decl))
      && DECL_FILE_SCOPE_P (decl))
    return "main is never merged";
  /* noipa implies no_icf (GCC adds it): name the one the user wrote.  */
  if (has_attribute (decl, "noipa"))
    return "noipa attribute";
  if (has_attribute (decl, "no_icf"))
    return "no_icf attribute";
  if (has_attribute (decl, "naked"))
    return "naked function";
  if (DECL_STATIC_CONSTRUCTOR (decl) || DECL_STATIC_DESTRUCTOR (decl))
    return "static constructor or destructor";
  if (openmp_function_p (node))
    return "OpenMP/OpenACC function";
  if (DECL_FUNCTION_VERSIONED (decl) || has_attribute (decl, "target_clones")
      || node->ifunc_resolver)
    return "function multiversioning";
  if (DECL_STATIC_CHAIN (decl))
    return "nested function";
  /* optimize ("O0") or ("Og") on the function: kept as written.  */
  if (!opt_for_fn (decl, optimize) || opt_for_fn (decl, optimize_debug))
    return "compiled for debugging (-O0 or -Og)";
  return NULL;
}

/* ------------------------------------------------------------------ */
/* Attributes that restrict how a function may be called or entered.
   Functions whose attributes differ never reach the merger (the
   comparator compares them, compare-fn.c); these rules say what merging
   two that share one may do.  Each reason shows in the dump.  */

/* A declaration or function-type attribute: interrupt, ms_abi and the
   like are type attributes on x86.  */
static bool
has_function_attribute (tree decl, const char *name)
{
  return has_attribute (decl, name)
	 || lookup_attribute (name, TYPE_ATTRIBUTES (TREE_TYPE (decl)));
}

/* Does DECL start with a patchable area (its attribute, else
   -fpatchable-function-entry)?  Tools patch it by symbol (ftrace, live
   patching): calls to it must keep reaching that entry.  */
static bool
patchable_entry_p (tree decl)
{
  tree attr = lookup_attribute ("patchable_function_entry",
				DECL_ATTRIBUTES (decl));
  if (attr)
    {
      tree size = TREE_VALUE (attr) ? TREE_VALUE (TREE_VALUE (attr)) : NULL;
      return size && tree_fits_uhwi_p (size) && tree_to_uhwi (size) > 0;
    }
  HOST_WIDE_INT size, start;
  parse_and_check_patch_area (flag_patchable_function_entry, false, &size,
			      &start);
  return size > 0;
}

static bool
ifunc_alias_p (cgraph_node *node, void *)
{
  return node->ifunc_resolver;
}

/* Is NODE the resolver of an ifunc (some ifunc symbol is its alias)?  */
static bool
ifunc_resolver_p (cgraph_node *node)
{
  return node->call_for_symbol_and_aliases (ifunc_alias_p, NULL, true);
}

static bool
interrupt_handler_p (tree decl)
{
  return has_function_attribute (decl, "interrupt")
	 || has_function_attribute (decl, "interrupt_handler")
	 || has_function_attribute (decl, "isr");
}

/* The section of a variable that holds NODE's address, or NULL: a table
   the program keys by code address, placed where its tools find it (the
   kernel's NOKPROBE_SYMBOL entries in _kprobe_blacklist, its error
   injection list), which means NODE's own code: a kprobe must never fire
   inside a blacklisted function, so it may not become a jump into a twin
   that is not, nor its callers be sent there.  */
static const char *
recording_section (cgraph_node *node)
{
  ipa_ref *ref;
  for (unsigned i = 0; node->iterate_referring (i, ref); i++)
    if (is_a <varpool_node *> (ref->referring))
      if (const char *section = mf_explicit_section (ref->referring))
	return section;
  return NULL;
}

/* What hooks NODE's entry by symbol or address, as a reason's start, or
   NULL: a patchable area, -pg's profiling call at entry (mcount, or the
   __fentry__ call that ftrace patches), which no_instrument_function
   leaves out, or a table in a section of its own that records it.  */
static const char *
entry_hook (cgraph_node *node)
{
  tree decl = node->decl;
  if (patchable_entry_p (decl))
    return "patchable entry:";
  if (profile_flag && !DECL_NO_INSTRUMENT_FUNCTION_ENTRY_EXIT (decl))
    return "profiled entry (-pg):";
  if (const char *section = recording_section (node))
    return mf_reason ("recorded in section", mf_reason (section, "by address:"));
  return NULL;
}

bool
mf_own_entry_p (cgraph_node *node)
{
  return entry_hook (node) != NULL;
}

const char *
mf_role_refusal (cgraph_node *node, enum mf_role role)
{
  tree decl = node->decl;
  /* The machine cannot call it: it is entered by an interrupt and returns
     with iret (GCC rejects a direct call).  */
  if (role != MF_AS_ALIAS && interrupt_handler_p (decl))
    return "interrupt handler: it cannot call or be called";
  switch (role)
    {
    case MF_AS_WRAPPER:
      /* Its resolver runs while the program is being relocated: a call
	 it never made may go through a PLT that is not ready yet.  */
      if (ifunc_resolver_p (node))
	return "ifunc resolver: it runs during relocation, a wrapper's call "
	       "may not";
      if (const char *section = recording_section (node))
	return mf_reason ("recorded in section",
			  mf_reason (section, "by address: it keeps its own code"));
      /* GCC's ICF floor: the user who wrote noinline asked for a real call
	 of a body that is there, and a wrapper's extra call is one no
	 inliner can undo.  An alias or a redirected call keeps that.  */
      if (has_attribute (decl, "noinline"))
	return "noinline: it is never made a wrapper, its callers could not "
	       "inline the call";
      return NULL;
    case MF_AS_CALLEE:
      /* GCC must inline every call to it, and a wrapper's call is never
	 inlined: "inlining failed in call to always_inline".  */
      if (has_attribute (decl, "always_inline"))
	return "always_inline: a wrapper's call to it could not be inlined";
      /* Nor an attribute, but the same kind of trouble: -Winline warns
	 about every call to an inline function that is not inlined, and
	 the wrapper's call would be ours, not the user's.  */
      if (opt_for_fn (decl, warn_inline) && DECL_DECLARED_INLINE_P (decl)
	  && !DECL_NO_INLINE_WARNING_P (decl))
	return "-Winline: a wrapper's call to an inline function would warn";
      /* Its second return would land in a wrapper's frame, which its
	 first return already ended.  */
      if (flags_from_decl_or_type (decl) & ECF_RETURNS_TWICE)
	return "returns_twice: a second return would reach a wrapper's "
	       "finished frame";
      return NULL;
    case MF_AS_ALIAS:
      if (const char *hook = entry_hook (node))
	return mf_reason (hook, "it keeps an entry of its own");
      return NULL;
    case MF_AS_REDIRECT:
      if (const char *hook = entry_hook (node))
	return mf_reason (hook, "its callers must reach its own entry");
      /* A call GCC diagnoses names the function called: redirected, the
	 diagnostic would name the other one.  */
      if (has_attribute (decl, "error") || has_attribute (decl, "warning"))
	return "error or warning attribute: a diagnosed call must keep "
	       "naming it";
      return NULL;
    }
  return NULL;
}

bool
mf_variable_considered_p (varpool_node *node)
{
  /* Only read-only definitions: merging writable data changes meaning.
     Besides const ones, GCC marks read-only the static variables it proved
     are never written and never have their address taken: no one can
     tell two such copies apart.  */
  return node->definition && !node->alias && !DECL_EXTERNAL (node->decl)
	 && TREE_READONLY (node->decl);
}

const char *
mf_variable_refusal (varpool_node *node)
{
  tree decl = node->decl;
  if (TREE_THIS_VOLATILE (decl))
    return "volatile";
  if (DECL_THREAD_LOCAL_P (decl))
    return "thread-local";
  if (DECL_HARD_REGISTER (decl))
    return "register variable";
  if (DECL_VIRTUAL_P (decl))
    return "virtual table";
  if (DECL_IN_CONSTANT_POOL (decl))
    return "constant pool entry";
  if (has_attribute (decl, "no_icf"))
    return "no_icf attribute";
  if (!DECL_SIZE_UNIT (decl) || !tree_fits_shwi_p (DECL_SIZE_UNIT (decl)))
    return "size is not constant";
  if (node->get_constructor () == error_mark_node)
    return "initializer is not available";
  return NULL;
}

/* Is this code for a shared object?  At compile time, code compiled with
   -fPIC and not -fPIE; under -flto, a link with -shared.  */
bool
mf_shared_object_p (void)
{
  if (in_lto_p)
    return flag_shlib;
  return flag_pic && !flag_pie;
}

/* May a shared object built from this code export NODE's symbol, so that
   its presence is ABI (symbols files, ABI checkers)?  Hidden and internal
   symbols never are exported; under -flto, whole-program visibility has
   already made local what the linker says nobody outside uses.  */
bool
mf_dynamic_symbol_p (symtab_node *node)
{
  tree decl = node->decl;
  return mf_shared_object_p () && TREE_PUBLIC (decl) && !DECL_EXTERNAL (decl)
	 && DECL_VISIBILITY (decl) != VISIBILITY_HIDDEN
	 && DECL_VISIBILITY (decl) != VISIBILITY_INTERNAL;
}

/* Is NODE emitted only if some use of it survives (a static function, a
   comdat template instance, an unused static table)?  */
bool
mf_emitted_if_used_p (symtab_node *node)
{
  if (cgraph_node *fn = dyn_cast <cgraph_node *> (node))
    return fn->can_remove_if_no_direct_calls_and_refs_p ();
  return dyn_cast <varpool_node *> (node)->can_remove_if_no_refs_p ();
}

bool
mf_merged_away_p (hash_set<mf_symbol_key> *merged_away, symtab_node *node)
{
  return merged_away && merged_away->contains (mf_key (node));
}

cgraph_node *
mf_next_function (cgraph_node *node, hash_set<mf_symbol_key> *merged_away)
{
  node = node ? symtab->next_defined_function (node)
	      : symtab->first_defined_function ();
  while (node && (!mf_own_function_p (node)
		  || mf_merged_away_p (merged_away, node)))
    node = symtab->next_defined_function (node);
  return node;
}

varpool_node *
mf_next_variable (varpool_node *node, hash_set<mf_symbol_key> *merged_away)
{
  node = node ? symtab->next_defined_variable (node)
	      : symtab->first_defined_variable ();
  while (node && (!mf_variable_considered_p (node)
		  || mf_merged_away_p (merged_away, node)))
    node = symtab->next_defined_variable (node);
  return node;
}
