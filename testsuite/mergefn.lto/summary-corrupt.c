/* Rule: a compile-time summary section that is not what the plugin wrote
   (cut short, or naming a symbol its unit does not have) stops the link
   with a clear error, never an internal error or a silent misreading; one
   of another format (another mergefn wrote it) is ignored, said so in the
   dump, and the link goes on as without a summary.
   testsuite/scripts/summary-corrupt.sh builds such objects from
   summary-icf.c's and links them with the plugin.  */
/* { dg-do compile } */
/* { dg-mergefn-no-plugin } */

int x;

/* { dg-final { mergefn-script "summary-corrupt.sh" } } */
