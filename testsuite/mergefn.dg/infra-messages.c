/* Self-test of the test library, not of the plugin: message directives
   that must not match (here XFAIL) — the wrong line, the wrong kind —
   then the right one, which removes the line.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%plugin% -fplugin-arg-mergefn-bogus" } */
/* { dg-error "unknown argument" "wrong line" { xfail *-*-* } 6 } */
/* { dg-warning "unknown argument" "wrong kind" { xfail *-*-* } 0 } */
/* { dg-error "^error: mergefn" "kind is not part of the text" { xfail *-*-* } 0 } */
/* { dg-message "^error: mergefn: unknown argument '-fplugin-arg-mergefn-bogus'" "any kind" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin " "plugin not initialized" { target *-*-* } 0 } */

int x;
