/* A flag argument given a value is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%plugin% -fplugin-arg-mergefn-dump=yes" } */
/* { dg-error "^mergefn: '-fplugin-arg-mergefn-dump' takes no value \\(got 'yes'\\)$" "dump=yes" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
