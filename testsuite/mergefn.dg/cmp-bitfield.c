/* Rule: a bit-field reference compares the field's width (its size and
   its type's precision), so reading a:3/b:5 and a:4/b:4 are different
   bodies: w35 and w44 must stay apart, else one decodes the other's bits
   wrongly.  The test is compiled without strict aliasing so that the
   two struct types' alias sets do not decide first and the width is the
   first difference (the 3-bit vs 4-bit field type: "precision").
   w35 and w35b read two struct types with the same bit-fields and must
   merge.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-strict-aliasing" } */

struct bf35
{
  unsigned a : 3, b : 5;
};

struct bf44
{
  unsigned a : 4, b : 4;
};

struct bf35b
{
  unsigned a : 3, b : 5;
};

volatile unsigned char in = 0xb5;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
w35 (struct bf35 *p)
{
  return p->a * 100 + p->b;
}

static int NOINLINE
w44 (struct bf44 *p)
{
  return p->a * 100 + p->b;
}

static int NOINLINE
w35b (struct bf35b *p)
{
  return p->a * 100 + p->b;
}

int
main (void)
{
  union
  {
    unsigned char byte;
    struct bf35 x;
    struct bf44 y;
    struct bf35b z;
  } u = { 0 };
  u.byte = in;			/* 1011 0101 */
  /* Little-endian targets give the first fields the low bits, big-endian
     ones (s390x) the high bits.  */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  if (w35 (&u.x) != 521 || w44 (&u.y) != 1105 || w35b (&u.z) != 521)
    __builtin_abort ();
#else
  if (w35 (&u.x) != 522 || w44 (&u.y) != 511 || w35b (&u.z) != 522)
    __builtin_abort ();
#endif
  return 0;
}

/* { dg-final { mergefn-differ "w35" "w44" "^precision$" } } */
/* { dg-final { mergefn-not-merged "w44" } } */
/* { dg-final { mergefn-merged "w35b" "w35" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
