/* A local whose address escapes, of another pointer type in each function
   (GCC's gcc.dg/lto/pr113907, in one unit): in testb, a store through a
   struct foo ** cannot change the struct bar * local, so GCC may take the
   local's value over it (IPA-CP made test3 a copy for "the local is null",
   which then aborts); in test the types agree and the store counts.  The
   two bodies are equal otherwise.  Merged, test's callers would run testb's
   assumptions: the pair keeps merging only with its pointer accesses' type
   information dropped (then the store may change the local), and the
   program must still return 0.  The plugin of 86d77ca merged them with it
   and aborted at -O3.  */
/* { dg-do run } */
/* { dg-options "-O3 -fno-ipa-icf" } */

struct bar { int a; };
struct foo { int a; };
struct foo **ptr;

__attribute__ ((noipa)) int
test2 (void *a)
{
  ptr = (struct foo **) a;
  return 0;
}

__attribute__ ((noinline)) int
test3 (void *a)
{
  if (!*(void **) a)
    __builtin_abort ();
  return 0;
}

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
test (void)
{
  struct foo *fp;
  test2 ((void *) &fp);
  fp = (void *) 0;
  (*ptr)++;
  test3 ((void *) &fp);
  return 0;
}

int
main (void)
{
  return test ();
}

/* { dg-final { mergefn-merged "test" "testb" "wrapper" } } */
/* { dg-final { scan-mergefn-dump "^tbaa test: " } } */
/* { dg-final { scan-mergefn-dump "^tbaa testb: " } } */
