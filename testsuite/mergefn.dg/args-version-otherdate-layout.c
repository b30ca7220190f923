/* A plugin built for another snapshot of the same development branch
   (test-plugins/otherdate's strings) is still refused when a layout
   check fails: the date stamp is never a reason to skip them.
   test-plugins/otherdatelayout expects global_options 8 bytes larger
   (MF_TEST_LAYOUT_MISMATCH).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%testplugins%/otherdatelayout/mergefn.so" } */
/* { dg-error "^mergefn: this plugin cannot run in this compiler: 'global_options' takes (\[0-9\]+) bytes in this compiler and took \[0-9\]+ in the one it was built for; rebuild it with this compiler$" "layout mismatch" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/otherdatelayout\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
