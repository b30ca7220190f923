/* Rule: with the plugin on the compile lines only (GCC does not pass it to
   lto1), nothing is merged at link time: the pass never runs, there is no
   link-time dump, and the compile-time summaries (an LTO section of the
   plugin's, left for a link-time pass that is not there) must not change
   anything: the program links without a message and runs right, with
   GCC's own ICF on at link time (summary-icf.c shows that it still folds
   twins).  The program is part-main.h's, full of twins.  */
/* { dg-do run } */
/* { dg-options "-O2 -flto" } */
/* { dg-mergefn-lto-plugin compile } */
/* { dg-additional-sources "part-aux.c" } */

#include "part-main.h"

/* { dg-final { mergefn-pass-not-run } } */
/* The plugin was loaded at compile time (the units have dumps), where it
   only wrote summaries.  */
/* { dg-final { scan-mergefn-dump-not "^;; round" "plugin-compile-only.c" } } */
/* { dg-final { scan-mergefn-dump-not "^;; round" "part-aux.c" } } */
