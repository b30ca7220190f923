/* GCC's gcc.dg/lto/pr113907 with the plugin: testb here and test in the
   other unit are equal but for the type of a local whose address escapes
   (struct bar * here, struct foo * there), which a store through a
   struct foo ** then changes.  Each unit's compile made IPA-CP's jump
   functions with its own alias sets: at testb's call of test3 "the local
   is null" (the store cannot change a struct bar *).  In lto1 both types
   have one alias set, so test would merge into testb (the first in the
   link) and IPA-CP clone test3 for a null local: main, which calls test,
   aborted with the plugin of 86d77ca.  An escaped local's type counts by
   identity in lto1, and they stay apart.  mergefn.dg/tbaa-escaped-local.c
   is the same in one unit.  */
/* { dg-do run } */
/* { dg-options "-O3 -fno-ipa-icf -flto" } */
/* { dg-additional-sources "tbaa-escaped-local-aux.c" } */

struct bar { int a; };
struct foo { int a; };
extern struct foo **ptr;
int test2 (void *);
int test3 (void *);
int test (void);
volatile int val;

int
testb (void)
{
  struct bar *fp;
  test2 ((void *) &fp);
  fp = (void *) 0;
  (*ptr)++;
  test3 ((void *) &fp);
  return 0;
}

int
main (void)
{
  return val ? testb () : test ();
}

/* { dg-final { mergefn-not-merged "test" } } */
/* { dg-final { mergefn-not-merged "testb" } } */
/* { dg-final { scan-mergefn-dump "^differ test(b)? test(b)?: type of escaped local" } } */
