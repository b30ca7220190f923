/* Two equal read-only arrays whose addresses escape (and so may be
   compared) are equal but stay apart; see report-basic.c for a pair that
   merges.  */
/* { dg-do run } */

static const int ta[4] = { 3, 1, 4, 1 };
static const int tb[4] = { 3, 1, 4, 1 };

const int *volatile pa;
const int *volatile pb;

int
main (void)
{
  pa = ta;
  pb = tb;
  if (pa == pb || pa[2] != 4 || pb[3] != 1)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-apart "tb" "ta" "addresses may be compared" } } */
/* { dg-final { mergefn-not-merged "tb" } } */
/* { dg-final { scan-mergefn-dump-not "^merge " } } */
