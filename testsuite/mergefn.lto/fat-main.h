/* The program of fat.c and fat-nolto.c (with fat-aux.c): a pair of twins
   inside this unit (in_a, in_b) and a pair across units (x_a here, x_b in
   fat-aux.c).  in_a and in_b are not noinline (a noinline function is
   never made a wrapper): call_in, in fat-aux.c, calls them from another
   unit, so that the native code linked by fat-nolto.c runs the wrapper,
   and both bodies reach the link, whatever is inlined into main.  */

#define NOINLINE __attribute__ ((noinline))

int
in_a (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = x * 3 + (x >> 4) - i;
  return x;
}

int
in_b (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = x * 3 + (x >> 4) - i;
  return x;
}

NOINLINE unsigned
x_a (unsigned x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x << 7 | x >> 25) + 0x9e3779b9u;
  return x;
}

extern unsigned x_b (unsigned, int);
extern int call_in (int, int, int);

static int
ref_in (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = x * 3 + (x >> 4) - i;
  return x;
}

static unsigned
ref_x (unsigned x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x << 7 | x >> 25) + 0x9e3779b9u;
  return x;
}

volatile int vx = 19, vn = 8;

int
main (void)
{
  int x = vx, n = vn;
  if (in_a (x, n) != ref_in (x, n) || in_b (x, n) != ref_in (x, n)
      || call_in (0, x, n) != ref_in (x, n)
      || call_in (1, x, n) != ref_in (x, n))
    __builtin_abort ();
  if (x_a (x, n) != ref_x (x, n) || x_b (x, n) != ref_x (x, n))
    __builtin_abort ();
  return 0;
}
