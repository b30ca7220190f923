/* A plugin built for another upstream GCC refuses to load, saying what
   differs.  test-plugins/badversion was built against this compiler's
   plugin headers with the version changed to 11.9.0 (see the Makefile);
   the compiler under test is named by its own major version.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%testplugins%/badversion/mergefn.so" } */
/* { dg-error "^mergefn: this plugin cannot run in this compiler: it was built for GCC 11\\.9\\.0, and this is GCC %gccmajor%\\.\[0-9\]+\\.\[0-9\]+; rebuild it with this compiler$" "version mismatch" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/badversion\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
