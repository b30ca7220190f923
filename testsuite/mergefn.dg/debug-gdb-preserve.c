/* debug-gdb.c with -fplugin-arg-mergefn-preserve-debug: every merge is
   a wrapper that callers never inline and whose callers are never
   redirected, so `break <function>` stops at every call of it, as
   without the plugin (doc/debugging.md checks it).  */
/* { dg-do run } */
/* { dg-options "-O2 -g -fno-ipa-icf -fplugin-arg-mergefn-preserve-debug -fno-inline" } */

#include "debug-gdb.c"

/* { dg-final { mergefn-merged "alias_b" "alias_a" "wrapper" } } */
/* { dg-final { mergefn-merged "wrap_b" "wrap_a" "wrapper" } } */
/* { dg-final { mergefn-merged "red_b" "red_a" "wrapper" } } */
/* { dg-final { mergefn-gdb-doc "mergefn preserve-debug" } } */
