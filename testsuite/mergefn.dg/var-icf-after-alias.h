/* The program of var-icf-after-alias*.c (regression test for the
   varpool removal hooks, found by gcc.c-torture/execute/20180921-1.c).  */

volatile int in = 3;
static int never_set_a, never_set_b, never_set_c;
static int ten_a = 10, ten_b = 10;

static int
first (int n)
{
  return n * 2 + never_set_a + ten_a;
}

static int
second (int n)
{
  return n - never_set_b * 3 + ten_b;
}

static int
third (int n)
{
  return n ^ never_set_c;
}

int
main (void)
{
  int n = in;
  if (first (n) != 16 || second (n) != 13 || third (n) != 3)
    __builtin_abort ();
  return 0;
}
