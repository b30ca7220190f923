/* Rule: field offsets decide even when aliasing does not.  struct p and
   struct q both hold two ints, with v at offset 4 in p and at offset 0 in
   q.  Without strict aliasing the alias sets of the two types are not
   compared, so the first difference of readp/readq is the offset of v
   ("field offset"); they must stay apart, else one reads the other's
   field.  rp1/rp2 read the same field of struct p and must merge, and so
   must same1/same2, which read v of two struct types whose layout is the
   same (allowed here: no type-based aliasing).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-strict-aliasing" } */

struct p
{
  int pad;
  int v;
};

struct q
{
  int v;
  int pad;
};

struct r
{
  int pad;
  int v;
};

volatile int in = 5;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
readp (struct p *x, int k)
{
  return x->v * k - 2;
}

static int NOINLINE
readq (struct q *x, int k)
{
  return x->v * k - 2;
}

/* Positive controls.  */
static int NOINLINE
rp1 (struct p *x)
{
  return x->pad + 100;
}

static int NOINLINE
rp2 (struct p *x)
{
  return x->pad + 100;
}

static int NOINLINE
same1 (struct p *x, int k, int j)
{
  return (x->v ^ k) + j;
}

static int NOINLINE
same2 (struct r *x, int k, int j)
{
  return (x->v ^ k) + j;
}

int
main (void)
{
  int v = in;
  struct p a = { v, v + 1 };
  struct q b = { v + 2, v + 3 };
  struct r c = { v + 4, v + 5 };
  if (readp (&a, 3) != 16 || readq (&b, 3) != 19)
    __builtin_abort ();
  if (rp1 (&a) != 105 || rp2 (&a) != 105)
    __builtin_abort ();
  if (same1 (&a, 1, 2) != 9 || same2 (&c, 1, 2) != 13)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "readp" "readq" "^field offset$" } } */
/* { dg-final { mergefn-not-merged "readp" } } */
/* { dg-final { mergefn-not-merged "readq" } } */
/* { dg-final { mergefn-merged "rp2" "rp1" "alias" } } */
/* { dg-final { mergefn-merged "same2" "same1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
