/* A plugin whose build saw GCC's global_options with another size than
   the running compiler's symbol table gives refuses to load, naming the
   object and both sizes, though every version string matches.
   test-plugins/badlayout expects 8 more bytes (MF_TEST_LAYOUT_MISMATCH).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%testplugins%/badlayout/mergefn.so" } */
/* { dg-error "^mergefn: this plugin cannot run in this compiler: 'global_options' takes (\[0-9\]+) bytes in this compiler and took \[0-9\]+ in the one it was built for; rebuild it with this compiler$" "layout mismatch" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/badlayout\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
