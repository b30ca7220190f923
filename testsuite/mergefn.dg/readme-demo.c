/* README.md's example report and dump are what `make demo`'s compile of
   doc/demo/demo.c gives, line for line (mergefn-readme-demo compiles it
   here as scripts/demo.sh does), so the README cannot drift from the
   plugin.  When this fails, the log shows both: update the README.  */
/* { dg-do compile } */
/* { dg-mergefn-target "! arm*-*-*" "on arm the dump also lists the constant pool's entries (refuse *.LC0), which README.md's example, x86-64's, has not; the merges and report are the same" } */
/* { dg-mergefn-no-plugin } */

int x;

/* { dg-final { mergefn-readme-demo } } */
