/* scripts/check-names.py, the check that no two units gave one content
   name to different code, finds a name with two digests among objects,
   archive members and linked programs, says which files, and fails; it
   passes when every name has one digest, and refuses a file it cannot
   read.  testsuite/scripts/check-names.sh makes such objects.  */
/* { dg-do compile } */
/* { dg-mergefn-no-plugin } */

int x;

/* { dg-final { mergefn-script "check-names.sh" } } */
