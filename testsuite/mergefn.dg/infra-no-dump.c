/* Self-test of the test library, not of the plugin: without the plugin
   there is no dump and no report, and every check that needs one must
   FAIL (here XFAIL).  An XPASS below means a check that cannot fail.  */
/* { dg-do run } */
/* { dg-mergefn-no-plugin } */

static int __attribute__ ((noinline))
f (int x)
{
  return x + 1;
}

static int __attribute__ ((noinline))
g (int x)
{
  return x + 1;
}

int
main (void)
{
  return f (1) + g (2) != 5;
}

/* { dg-final { mergefn-pass-not-run } } */
/* { dg-final { scan-mergefn-dump "^;; round 1$" { xfail *-*-* } } } */
/* { dg-final { scan-mergefn-dump-not "^merge " { xfail *-*-* } } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 0 { xfail *-*-* } } } */
/* { dg-final { mergefn-not-merged "g" { xfail *-*-* } } } */
/* { dg-final { mergefn-merged "g" "f" "" { xfail *-*-* } } } */
/* { dg-final { mergefn-refused "main" "" { xfail *-*-* } } } */
/* { dg-final { scan-mergefn-report-times "^merge" 0 { xfail *-*-* } } } */
