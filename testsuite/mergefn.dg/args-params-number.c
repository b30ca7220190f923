/* params=N needs a number: anything else is an error.  */
/* { dg-do compile } */
/* { dg-options "-Os -fplugin=%plugin% -fplugin-arg-mergefn-params=two" } */
/* { dg-error "^mergefn: '-fplugin-arg-mergefn-params=two': the value is the most parameters a merge may add, from 0 \\(off\\) to 16$" "not a number" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
