/* Rule: where plain char is signed (x86; here on every target through
   -fsigned-char: arm, aarch64, ppc, s390x and riscv make it unsigned, see
   cmp-char-uchar.c) it has the same precision, range and mode as signed
   char, and all character types may alias anything
   (alias set 0).  So bodies that differ only in char vs signed char are
   equal, as values (cv/scv) and as memory accesses (cp/scp): both pairs
   must merge.  char vs unsigned char differs in signedness, so cv/ucv
   must stay apart ("signedness"): with the input -3 one returns -39, the
   other 3289.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fsigned-char" } */

volatile int in = -3;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
cv (char x)
{
  return x * 13;
}

static int NOINLINE
scv (signed char x)
{
  return x * 13;
}

static int NOINLINE
ucv (unsigned char x)
{
  return x * 13;
}

static int NOINLINE
cp (char *p)
{
  return p[0] * 9 + p[1];
}

static int NOINLINE
scp (signed char *p)
{
  return p[0] * 9 + p[1];
}

int
main (void)
{
  int v = in;
  char c[2] = { (char) v, 1 };
  signed char sc[2] = { (signed char) v, 2 };
  if (cv ((char) v) != -39 || scv ((signed char) v) != -39
      || ucv ((unsigned char) v) != 3289)
    __builtin_abort ();
  if (cp (c) != -26 || scp (sc) != -25)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "scv" "cv" "alias" } } */
/* { dg-final { mergefn-merged "scp" "cp" "alias" } } */
/* { dg-final { mergefn-differ "cv" "ucv" "^signedness$" } } */
/* { dg-final { mergefn-not-merged "ucv" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
