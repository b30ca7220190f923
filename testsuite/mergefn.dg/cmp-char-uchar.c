/* Rule: where plain char is unsigned (the default on arm, aarch64, ppc,
   s390x and riscv; here on every target through -funsigned-char) it has
   the precision, range and mode of unsigned char, and all character types
   may alias anything.  So bodies that differ only in char vs unsigned char
   are equal, as values (cv/ucv) and as memory accesses (cp/ucp): both
   pairs must merge.  char vs signed char differs in signedness, so cv/scv
   must stay apart ("signedness"): with the input -3 (253 as a char) one
   returns 3289, the other -39.  The twin of cmp-char-schar.c.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -funsigned-char" } */

volatile int in = -3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
cv (char x)
{
  return x * 13;
}

static int NOINLINE
ucv (unsigned char x)
{
  return x * 13;
}

static int NOINLINE
scv (signed char x)
{
  return x * 13;
}

static int NOINLINE
cp (char *p)
{
  return p[0] * 9 + p[1];
}

static int NOINLINE
ucp (unsigned char *p)
{
  return p[0] * 9 + p[1];
}

int
main (void)
{
  int v = in;
  char c[2] = { (char) v, 1 };
  unsigned char uc[2] = { (unsigned char) v, 2 };
  if (cv ((char) v) != 3289 || ucv ((unsigned char) v) != 3289
      || scv ((signed char) v) != -39)
    __builtin_abort ();
  if (cp (c) != 2278 || ucp (uc) != 2279)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "ucv" "cv" "alias" } } */
/* { dg-final { mergefn-merged "ucp" "cp" "alias" } } */
/* { dg-final { mergefn-differ "cv" "scv" "^signedness$" } } */
/* { dg-final { mergefn-not-merged "scv" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
