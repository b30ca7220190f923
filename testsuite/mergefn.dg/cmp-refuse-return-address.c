/* Rule: a body that reads its own return address or frame address
   (__builtin_return_address, __builtin_frame_address) is refused: a
   wrapper would change what it sees.  ra1/ra2 and fa1/fa2 are identical
   pairs and all four must be refused ("reads its own frame or return
   address") and stay unmerged.  c1/c2 must merge.  */
/* { dg-do run } */

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static void * NOINLINE
ra1 (int x)
{
  return x ? __builtin_return_address (0) : 0;
}

static void * NOINLINE
ra2 (int x)
{
  return x ? __builtin_return_address (0) : 0;
}

static void * NOINLINE
fa1 (int x)
{
  return x ? __builtin_frame_address (0) : 0;
}

static void * NOINLINE
fa2 (int x)
{
  return x ? __builtin_frame_address (0) : 0;
}

/* Positive control.  */
static int NOINLINE
c1 (int x)
{
  return x ? x * 4 : -1;
}

static int NOINLINE
c2 (int x)
{
  return x ? x * 4 : -1;
}

int
main (void)
{
  int v = in;
  if (!ra1 (v) || !ra2 (v) || ra1 (0) || ra2 (0))
    __builtin_abort ();
  if (!fa1 (v) || !fa2 (v) || fa1 (0) || fa2 (0))
    __builtin_abort ();
  if (c1 (v) != 12 || c2 (0) != -1)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-refused "ra1" "^reads its own frame or return address$" } } */
/* { dg-final { mergefn-refused "ra2" "^reads its own frame or return address$" } } */
/* { dg-final { mergefn-refused "fa1" "^reads its own frame or return address$" } } */
/* { dg-final { mergefn-refused "fa2" "^reads its own frame or return address$" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
