/* Rule: with -fmerge-all-constants the user allows constants to share
   storage, so the addresses of read-only variables are not comparable
   and equal public const tables merge by alias even though their
   addresses escape (compare var-public-compared.c, the same tables
   without the option, stay apart).  The contents must still read
   right; the comparison of the addresses is unspecified and not
   checked.  The variant "nomerge" (same flags without the option)
   keeps them apart.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fmerge-all-constants" } */
/* { dg-mergefn-variant nomerge "%mergefn% -O2 -fno-ipa-icf" } */

const int pub_a[5] = { 2, 7, 1, 8, 2 };
const int pub_b[5] = { 2, 7, 1, 8, 2 };
const char msg_a[] = "merge all constants";
const char msg_b[] = "merge all constants";

const int *volatile pa;
const int *volatile pb;
const char *volatile ma;
const char *volatile mb;
volatile int in = 3;

int
main (void)
{
  int i = in;
  pa = pub_a;
  pb = pub_b;
  ma = msg_a;
  mb = msg_b;
  if (pa[i] != 8 || pb[i + 1] != 2 || pa[0] + pb[1] != 9)
    __builtin_abort ();
  if (ma[i] != 'g' || mb[i + 3] != 'a' || mb[sizeof msg_b - 1] != 0)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "pub_b" "pub_a" "alias" } } */
/* { dg-final { mergefn-merged "msg_b" "msg_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { mergefn-apart "pub_b" "pub_a" "both addresses may be compared" "nomerge" } } */
/* { dg-final { mergefn-apart "msg_b" "msg_a" "both addresses may be compared" "nomerge" } } */
/* { dg-final { scan-mergefn-dump-not "^merge " "nomerge" } } */
