/* report needs a file name.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%plugin% -fplugin-arg-mergefn-report" } */
/* { dg-error "^mergefn: '-fplugin-arg-mergefn-report' needs a file name: '-fplugin-arg-mergefn-report=FILE'$" "report without value" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
