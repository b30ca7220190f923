/* A plugin built for another GCC refuses to load, naming both versions.
   mergefn-badversion.so claims GCC 11.9.0 (see the Makefile); the
   compiler under test is named by its own major version, %gccmajor%.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%badplugin%" } */
/* { dg-error "^mergefn: this plugin was built for GCC 11\\.9\\.0 \\(20200101\\) and cannot be loaded into GCC %gccmajor%\\.\[0-9\]+\\.\[0-9\]+ \\(\[0-9\]+\\): rebuild it with this compiler$" "version mismatch" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/mergefn-badversion\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
