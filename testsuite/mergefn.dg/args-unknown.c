/* An unknown plugin argument is an error that names the valid keys.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%plugin% -fplugin-arg-mergefn-bogus" } */
/* { dg-error "^mergefn: unknown argument '-fplugin-arg-mergefn-bogus'; the keys are: across-units, across-units=0, disable, dump, params, params=N, preserve-debug, report=FILE, verify$" "unknown key" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
