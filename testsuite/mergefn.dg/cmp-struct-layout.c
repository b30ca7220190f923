/* Rule: two struct types with the same layout are equal as values, but
   memory accessed through pointers to them is told apart by alias sets
   (strict aliasing).
   - sa/sb take struct a / struct b BY VALUE: each reads the fields of its
     own parameter, a local object whose address is never taken, so no
     other access can alias it and its alias set cannot matter; the types
     are equal by layout, so the bodies are equal and must merge.
   - pa/pb read through struct a * / struct b *: under strict aliasing
     the accessed objects have different alias sets and a merged survivor
     inlined next to stores through the other type could be reordered
     wrongly, so they merge only after their accesses through pointers
     are made may-alias-all ("tbaa" lines; doc/cxx.md).
   cmp-struct-layout-nsa.c: without strict aliasing both pairs merge,
   with no "tbaa" line.  */
/* { dg-do run } */

struct a
{
  int x, y;
};

struct b
{
  int x, y;
};

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
sa (struct a v)
{
  return v.x * 3 - v.y;
}

static int NOINLINE
sb (struct b v)
{
  return v.x * 3 - v.y;
}

static int NOINLINE
pa (struct a *p)
{
  return p->x * 5 - p->y;
}

static int NOINLINE
pb (struct b *p)
{
  return p->x * 5 - p->y;
}

int
main (void)
{
  int v = in;
  struct a x = { v, 1 };
  struct b y = { v, 2 };
  if (sa (x) != 8 || sb (y) != 7)
    __builtin_abort ();
  if (pa (&x) != 14 || pb (&y) != 13)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "sb" "sa" "alias" } } */
/* { dg-final { mergefn-merged "pb" "pa" "alias" } } */
/* { dg-final { scan-mergefn-dump "^tbaa pa: " } } */
/* { dg-final { scan-mergefn-dump "^tbaa pb: " } } */
/* { dg-final { scan-mergefn-dump-not "^tbaa s" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
