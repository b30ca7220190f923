/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scripts/check-version-across.sh: every check of plugin/version-check.c,
   each on its own (in the plugin they stop at the first refusal), built
   against one GCC's headers and run in another.  The checks are made
   visible by a copy of version-check.c without "static" on them.  */
#include "gcc-plugin.h"
#include <stdio.h>
int plugin_is_GPL_compatible;
const char *options_refusal (void);
const char *globals_refusal (void);
const char *gimple_refusal (void);
const char *tree_refusal (void);
const char *mf_version_refusal (const struct plugin_gcc_version *);
int
plugin_init (struct plugin_name_args *, struct plugin_gcc_version *v)
{
  const char *r;
  fprintf (stderr, "strings+all: %s\n", (r = mf_version_refusal (v)) ? r : "accepted");
  fprintf (stderr, "options: %s\n", (r = options_refusal ()) ? r : "same");
  fprintf (stderr, "globals: %s\n", (r = globals_refusal ()) ? r : "same");
  fprintf (stderr, "gimple: %s\n", (r = gimple_refusal ()) ? r : "same");
  fprintf (stderr, "tree: %s\n", (r = tree_refusal ()) ? r : "same");
  return 0;
}
