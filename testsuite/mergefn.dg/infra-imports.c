/* The plugin's files call each other without a cycle, and no header of
   ours shadows one of GCC's plugin headers (a quoted "options.h" once
   found ours instead of GCC's): scripts/import-graph.py on the build
   under test, and on made-up trees that must fail
   (testsuite/scripts/imports.sh).  */
/* { dg-do compile } */
/* { dg-mergefn-no-plugin } */

int x;

/* { dg-final { mergefn-script "imports.sh" } } */
