/* A plugin built for another target refuses to load, naming both
   targets.  test-plugins/badtarget was built against this compiler's
   plugin headers with --target changed (see the Makefile).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%testplugins%/badtarget/mergefn.so" } */
/* { dg-error "^mergefn: this plugin cannot run in this compiler: it was built for target mergefn-test-linux-gnu, and this compiler's target is \[^ \]+; rebuild it with this compiler$" "target mismatch" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/badtarget\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
