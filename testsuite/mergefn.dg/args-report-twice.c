/* report= given twice with two files is an error naming both, not "the
   last one wins": a build system appending flags may have added one by
   mistake.  The same file twice is fine (args-report-twice-same.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%plugin% -fplugin-arg-mergefn-report=a.json -fplugin-arg-mergefn-report=b.json" } */
/* { dg-error "^mergefn: '-fplugin-arg-mergefn-report' given twice \\('a\\.json' and 'b\\.json'\\)$" "report twice" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
