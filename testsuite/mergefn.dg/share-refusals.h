/* The helpers of share-refusals.c: in a header, as the helpers that
   other units compile too are.  */
static int counter;
static const int table[4] = { 10, 20, 30, 40 };

static int
bump (int x)
{
  counter += x;
  return counter * 3;
}

static int
callback (int x)
{
  return x * 11 + 4;
}

static int
with_asm (int x)
{
  __asm__ volatile ("" : "+r" (x));
  return x * 5 + 1;
}

static int pong (int);

static int
ping (int n)
{
  return n <= 0 ? 0 : pong (n - 1) + 2;
}

static int
pong (int n)
{
  return n <= 0 ? 1 : ping (n - 1) * 3;
}

static const int *
row (int i)
{
  return &table[i & 3];
}

static int __attribute__ ((no_icf))
opted_out (int x)
{
  return x * 13 - 2;
}

static int
plain_helper (int x)
{
  return (x ^ 0x55) * 7 + table[x & 3];
}

