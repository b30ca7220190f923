/* Helper of fat.c and fat-nolto.c: x_b, the twin of fat-main.h's x_a.  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE unsigned
x_b (unsigned x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x << 7 | x >> 25) + 0x9e3779b9u;
  return x;
}
