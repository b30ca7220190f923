/* mergefn.h: the few types and entry points the plugin's rooms share.
   Data flows one way: mergefn.c registers the pass; pass.c gathers
   candidates (candidates.c), builds and hashes bodies (body.c, hash.c),
   partitions them (order.c, using compare-*.c), merges each class
   (merge-*.c) and reports (report.c).  */
#ifndef MERGEFN_H
#define MERGEFN_H

#define MF_PASS_NAME "mergefn"

/* Maps and sets keyed by symbol use its order, a serial GCC never gives
   twice: GCC reuses a removed node's memory for the next node it makes
   (this pass itself makes and removes nodes), so a pointer key could
   answer for another symbol.  */
typedef int_hash <int, -1, -2> mf_symbol_key;
static inline int
mf_key (const symtab_node *node)
{
  return node->order;
}

/* options.c */
struct mf_options
{
  bool disable;
  bool dump;
  bool verify;
  /* Debuggers must find every merged function's own entry: wrappers
     only, never inlined into callers.  */
  bool preserve_debug;
  const char *report_file;
  /* Parameterised merging: the most parameters a merge may add; 0: off;
     -1: not given (on at -Os and -Oz only, with MF_PARAMS_DEFAULT).  */
  int params;
};
#define MF_PARAMS_DEFAULT 4
extern struct mf_options mf_opts;
extern const char *const mf_help;
/* Parse -fplugin-arg-mergefn-*; false (after reporting errors) if bad.  */
bool mf_parse_arguments (const struct plugin_name_args *info);

/* pass.c */
opt_pass *mf_make_pass (gcc::context *ctxt);

/* A function taking part in one round.  */
struct mf_body;
struct mf_function
{
  cgraph_node *node;
  struct mf_body *body;
  hashval_t hash;
  /* The hash of its shape alone: near misses share it (the dump's
     reasons, order.c).  */
  hashval_t shape;
  /* Class of equal functions (order.c).  */
  unsigned klass;
  /* Position in its class's member list (order.c).  */
  unsigned pos;
  /* Functions (indices) with a direct call to this one.  */
  vec<unsigned> callers;
  unsigned stamp;
  /* Calls to it may be compared by class (it cannot be interposed).  */
  bool callable_by_class;
  /* Its class agrees only with pointer accesses' alias sets ignored: its
     type-based alias information must go (tbaa.c) before merging.  */
  bool drop_tbaa;
};

/* prefilter.c: of CANDS (symbols with a hash; LOADED when their body or
   initializer is already read), push onto OUT the symbols not loaded that
   may still have a twin, judged by hashes and direct callees alone.  */
struct mf_candidate
{
  symtab_node *node;
  hashval_t hash;
  bool loaded;
};
void mf_worth_loading (const vec<mf_candidate> &cands,
		       vec<symtab_node *> *out);

/* params.c: parameterised merging of the functions FNS (bodies
   complete), after identical merging; returns the number merged.  */
bool mf_params_enabled_p (void);
bool mf_params_for_fn_p (cgraph_node *node);
unsigned mf_merge_params (vec<mf_function> &fns, bool strict_tbaa);
void mf_params_update_calls (cgraph_node *node);

/* tbaa.c */
void mf_drop_tbaa (cgraph_node *node);

/* A read-only variable taking part in one round.  */
struct mf_var_image;

/* order.c: partition into classes of equal bodies.  Sets each klass and
   returns the number of classes.  */
unsigned mf_partition_functions (vec<mf_function> &fns, bool strict_tbaa);
unsigned mf_partition_variables (vec<mf_var_image *> &vars, unsigned *klass);

/* dynsym.c: in a shared object, no merge may change which symbols it
   exports.  mf_dynsym_begin computes, before a round's merges, which
   symbols' merging could (their bodies or initializers reach, through
   symbols emitted only if used, an exported symbol emitted only if used);
   those merge only after inlining (late.c), where
   mf_dynsym_removal_refusal says whether dropping a body would remove the
   last use of an exported symbol.  */
void mf_dynsym_begin (void);
void mf_dynsym_end (void);
bool mf_dynsym_reach_p (symtab_node *node);
const char *mf_dynsym_removal_refusal (cgraph_node *node);

/* merge.c: merge one class of equal symbols (listed in symtab order)
   through KIND; returns the number merged away.  */
struct mf_merger
{
  /* Merge G into S; *OWNER_TAKEN says an observable address already sits
     at S's (set it when G's lands there).  True if G was merged.  */
  bool (*merge) (symtab_node *g, symtab_node *s, bool *owner_taken,
		 void *data);
};
unsigned mf_merge_class (vec<symtab_node *> &members,
			 const struct mf_merger *kind, void *data);
/* A definition the linker may drop or the LTO resolution replaced.  */
bool mf_discardable_p (symtab_node *node);
/* Both in one comdat group, or both in none.  */
bool mf_same_comdat_group_p (symtab_node *a, symtab_node *b);
/* Why G cannot become an alias of S (wherever their addresses go), or
   NULL.  */
const char *mf_alias_refusal (symtab_node *g, symtab_node *s);
/* Is NODE's definition one that others may replace (weak, or public in
   code for a shared object)?  */
bool mf_interposable_p (symtab_node *node);

/* late.c: the second pass, after inlining, for classes of functions
   whose dynamic symbols must not change (mf_emitted_if_used_p).  */
void mf_defer_class (const vec<symtab_node *> &members);
opt_pass *mf_make_late_pass (gcc::context *ctxt);

/* merge-fn.c, merge-var.c: the two kinds.  DATA of the function kind is
   a bool *, set when an alias made two addresses equal.  */
extern const struct mf_merger mf_function_merger;
/* After inlining: wrapper or alias only, never redirected callers.  */
extern const struct mf_merger mf_late_function_merger;
/* Parameterised merging (params.c): may G become a thunk calling the copy
   of FIRST's body (NULL), and make it one, passing CONSTS after its own
   parameters.  */
const char *mf_params_thunk_refusal (cgraph_node *g, cgraph_node *first);
void mf_make_params_thunk (cgraph_node *g, cgraph_node *shared,
			   const vec<tree> &consts);
extern const struct mf_merger mf_variable_merger;
/* Was NODE merged away during this execution of the pass?  (Wrappers keep
   a body but must not take part again.)  */
bool mf_merged_away_p (symtab_node *node);
void mf_merge_reset (void);

/* summary.c: the -flto compile-time summary carried to WPA.  */
void mf_summary_write (void);
void mf_summary_read (void);
/* Compile time's word on NODE: its hash, or why it cannot take part
   (*REFUSAL).  False if there is none.  */
bool mf_summary_lookup (symtab_node *node, hashval_t *hash,
			const char **refusal);
void mf_summary_release (void);

/* points-to.c: after variable merges, make points-to sets agree.  */
void mf_points_to_merged (varpool_node *merged, varpool_node *survivor);
void mf_points_to_fixup (void);

/* report.c */
const char *mf_reason (const char *what, const char *detail);
bool mf_report_check_writable (void);
void mf_report_begin (void);
void mf_report_end (void);
void mf_note_refusal (symtab_node *node, const char *reason);
void mf_note_differ (symtab_node *a, symtab_node *b, const char *reason);
void mf_note_apart (symtab_node *node, symtab_node *into, const char *reason);
void mf_note_defer (symtab_node *node, symtab_node *other, const char *reason);
/* SIZE: estimated instructions (functions) or bytes (variables).  */
void mf_note_merge (symtab_node *node, symtab_node *into, const char *how,
		    HOST_WIDE_INT size);
/* A parameterised merge into the shared body INTO, which took PARAMS
   parameters more than NODE.  */
void mf_note_params_merge (symtab_node *node, symtab_node *into,
			   HOST_WIDE_INT size, int params);
void mf_note_tbaa (symtab_node *node);
void mf_note_round (unsigned round);
void mf_note_candidates (const char *what, unsigned count);
/* Under -flto: remember NODE's object file before its body is loaded.  */
void mf_note_unit (symtab_node *node);

/* verify.c: checks run with -fplugin-arg-mergefn-verify.  They report an
   error (so the compilation fails) and return false on inconsistency.  */
typedef int (*mf_item_cmp) (unsigned i, unsigned j, void *data);
bool mf_verify_sorted (const vec<unsigned> &sorted, mf_item_cmp cmp,
		       void *data, const char *what);
bool mf_verify_class (const vec<unsigned> &members, mf_item_cmp cmp,
		      void *data, const char *what);
void mf_verify_failed (const char *what, const char *detail);
/* After merging GROUP: members whose address was observable (MATTERED)
   still have distinct addresses; aliases point at kept definitions.  */
bool mf_verify_merged (const vec<symtab_node *> &group,
		       const vec<bool> &mattered);
extern bool mf_verify_ok;

/* While one lives, dump_file is off: GCC's hooks and cloning dump their
   own work; our dump keeps to our decisions.  */
struct quiet_dump
{
  FILE *saved;
  quiet_dump () : saved (dump_file) { dump_file = NULL; }
  ~quiet_dump () { dump_file = saved; }
};

#endif
