/* Helper of tbaa-escaped-local.c: test, and test3, which reads the local
   through memcpy (no aliasing question of its own).  */
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
  void *v;
  __builtin_memcpy (&v, a, sizeof v);
  if (!v)
    __builtin_abort ();
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
