/* Helper of fat.c and fat-nolto.c: x_b, the twin of fat-main.h's x_a,
   and calls of fat-main.h's in_a and in_b from another unit (one
   function, not two that would become twins).  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE unsigned
x_b (unsigned x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x << 7 | x >> 25) + 0x9e3779b9u;
  return x;
}

extern int in_a (int, int);
extern int in_b (int, int);

int
call_in (int b, int x, int n)
{
  return b ? in_b (x, n) : in_a (x, n);
}
