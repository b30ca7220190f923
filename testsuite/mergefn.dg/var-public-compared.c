/* Rule: there is no wrapper for data, so equal read-only variables merge
   only by alias, and at most one observable address may land on the
   survivor.  Two equal public const tables (visible, so their addresses
   may be compared elsewhere; here they are, at run time) stay apart
   ("both addresses may be compared"), and pa != pb holds.  A static
   copy nobody can observe still aliases the public survivor, and an
   equal static pair merges (the controls).  */
/* { dg-do run } */

const int pub_a[5] = { 2, 7, 1, 8, 2 };
const int pub_b[5] = { 2, 7, 1, 8, 2 };
static const int static_copy[5] = { 2, 7, 1, 8, 2 };
static const short st_one[4] = { 9, 9, 8, 7 };
static const short st_two[4] = { 9, 9, 8, 7 };

const int *volatile pa;
const int *volatile pb;
volatile int in = 3;

static int __attribute__ ((noinline))
read_copy (int i)
{
  return static_copy[i] + st_one[i] * 10 + st_two[i] * 100;
}

int
main (void)
{
  int i = in;
  pa = pub_a;
  pb = pub_b;
  if (pa == pb)
    __builtin_abort ();
  if (pa[i] != 8 || pb[i + 1] != 2)
    __builtin_abort ();
  if (read_copy (i) != 8 + 70 + 700)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-apart "pub_b" "pub_a" "both addresses may be compared" } } */
/* { dg-final { mergefn-not-merged "pub_b" } } */
/* { dg-final { mergefn-merged "static_copy" "pub_a" "alias" } } */
/* { dg-final { mergefn-merged "st_two" "st_one" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
