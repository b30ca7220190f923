/* Regression test (found by GCC's torture suite): bodies can be equal
   while their parameter types are equal in layout only (struct a and
   struct b below).  A wrapper is a thunk, and GCC expands thunks only
   between compatible types (expand_thunk asserted on such a pair in the
   torture suite; this program shows the rule, not that crash).  Both
   functions are public and their addresses are compared, so neither an
   alias nor dropping a body is allowed, and no wrapper may be made: the
   direct calls are redirected instead, both addresses stay distinct, and
   the program still computes the same.  */
/* { dg-do run } */

struct a { int x, y; };
struct b { int x, y; };

volatile int in = 6;

int __attribute__ ((noinline))
sum_a (struct a v)
{
  return v.x * 3 + v.y * 5 - (v.x >> 1);
}

int __attribute__ ((noinline))
sum_b (struct b v)
{
  return v.x * 3 + v.y * 5 - (v.x >> 1);
}

int (*volatile pa) (struct a) = sum_a;
int (*volatile pb) (struct b) = sum_b;

int
main (void)
{
  struct a x = { in, 2 };
  struct b y = { in, 3 };
  if ((void *) pa == (void *) pb)
    __builtin_abort ();
  if (pa (x) != 25 || pb (y) != 30 || sum_a (x) != 25 || sum_b (y) != 30)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "sum_b" "sum_a" "redirect" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
