/* Rule: without strict aliasing, accesses are not told apart by alias
   sets, so two struct types of the same layout are interchangeable both
   as values (sa/sb, by value) and through pointers (pa/pb): both pairs
   must merge (with strict aliasing pa/pb stay apart: see
   cmp-struct-layout.c).  pc reads struct c, whose fields come in the
   other order, and must stay apart from pa/pb: the offsets differ.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-strict-aliasing" } */

struct a
{
  int x, y;
};

struct b
{
  int x, y;
};

struct c
{
  int y, x;
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

static int NOINLINE
pc (struct c *p)
{
  return p->x * 5 - p->y;
}

int
main (void)
{
  int v = in;
  struct a x = { v, 1 };
  struct b y = { v, 2 };
  struct c z = { 4, v };
  if (sa (x) != 8 || sb (y) != 7)
    __builtin_abort ();
  if (pa (&x) != 14 || pb (&y) != 13 || pc (&z) != 11)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "sb" "sa" "alias" } } */
/* { dg-final { mergefn-merged "pb" "pa" "alias" } } */
/* { dg-final { mergefn-not-merged "pc" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
