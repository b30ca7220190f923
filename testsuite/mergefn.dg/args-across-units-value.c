/* across-units takes 1 or 0: any other value is an error that says so.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%plugin% -fplugin-arg-mergefn-across-units=2" } */
/* { dg-error "^mergefn: '-fplugin-arg-mergefn-across-units=2': the value is 1 \\(on\\) or 0 \\(off\\)$" "bad value" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
