/* params=N takes a number of parameters from 0 to 16: more is an error
   that says the range, not a silent cap.  */
/* { dg-do compile } */
/* { dg-options "-Os -fplugin=%plugin% -fplugin-arg-mergefn-params=17" } */
/* { dg-error "^mergefn: '-fplugin-arg-mergefn-params=17': the value is the most parameters a merge may add, from 0 \\(off\\) to 16$" "out of range" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
