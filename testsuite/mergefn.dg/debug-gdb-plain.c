/* debug-gdb.c without the plugin: the reference row of doc/debugging.md
   (what gdb shows when nothing is merged).  */
/* { dg-do run } */
/* { dg-options "-O2 -g -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-no-plugin } */

#include "debug-gdb.c"

/* { dg-final { mergefn-gdb-doc "without the plugin" } } */
