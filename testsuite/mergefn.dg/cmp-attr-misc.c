/* Rule: cold, nonnull and returns_nonnull change what GCC may assume and
   how it optimizes, so the same body with and without one of them must
   stay apart ("attributes"; for cold the ECF flags already differ), and
   with the same attribute must merge.
     cold:            k1, k2 (merge)   kn (apart)
     nonnull:         z1, z2 (merge)   zn (apart)
     returns_nonnull: r1, r2 (merge)   rn (apart)
   nchk/chk also show why nonnull matters: both test p for null, but GCC
   deletes the test in nchk (declared nonnull), so the bodies already
   differ; merged, chk (NULL) would dereference NULL.  */
/* { dg-do run } */

volatile int in = 3;
int *volatile vp;

#define NOINLINE __attribute__ ((noinline))

static int __attribute__ ((noinline, cold))
k1 (int x)
{
  return x * 9 + 1;
}

static int __attribute__ ((noinline, cold))
k2 (int x)
{
  return x * 9 + 1;
}

static int NOINLINE
kn (int x)
{
  return x * 9 + 1;
}

static int __attribute__ ((noinline, nonnull))
z1 (int *p, int k)
{
  return *p * 5 + k;
}

static int __attribute__ ((noinline, nonnull))
z2 (int *p, int k)
{
  return *p * 5 + k;
}

static int NOINLINE
zn (int *p, int k)
{
  return *p * 5 + k;
}

static int * __attribute__ ((noinline, returns_nonnull))
r1 (int *p, int n, int m)
{
  return p + n - m;
}

static int * __attribute__ ((noinline, returns_nonnull))
r2 (int *p, int n, int m)
{
  return p + n - m;
}

static int * NOINLINE
rn (int *p, int n, int m)
{
  return p + n - m;
}

static int __attribute__ ((noinline, nonnull))
nchk (int *p)
{
  if (!p)
    return -1;
  return *p + 1;
}

static int NOINLINE
chk (int *p)
{
  if (!p)
    return -1;
  return *p + 1;
}

int
main (void)
{
  int v = in;
  int a[4] = { v, v, v, v };
  if (k1 (v) != 28 || k2 (v + 1) != 37 || kn (v) != 28)
    __builtin_abort ();
  if (z1 (a, 1) != 16 || z2 (a, 2) != 17 || zn (a, 3) != 18)
    __builtin_abort ();
  if (r1 (a, 3, 1) != a + 2 || r2 (a, 2, 1) != a + 1 || rn (a, 3, 2) != a + 1)
    __builtin_abort ();
  vp = a;
  if (nchk (vp) != 4)
    __builtin_abort ();
  vp = 0;
  if (chk (vp) != -1)
    __builtin_abort ();
  return 0;
}

/* The dump names one member of each merged class next to the odd one.  */
/* { dg-final { mergefn-merged "k2" "k1" "alias" } } */
/* cold is also an ECF flag (ECF_COLD), which is compared first.  */
/* { dg-final { scan-mergefn-dump "^differ (kn k\[12\]|k\[12\] kn): function flags" } } */
/* { dg-final { mergefn-not-merged "kn" } } */
/* { dg-final { mergefn-merged "z2" "z1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (zn z\[12\]|z\[12\] zn): attributes$" } } */
/* { dg-final { mergefn-not-merged "zn" } } */
/* { dg-final { mergefn-merged "r2" "r1" "alias" } } */
/* { dg-final { scan-mergefn-dump "^differ (rn r\[12\]|r\[12\] rn): attributes$" } } */
/* { dg-final { mergefn-not-merged "rn" } } */
/* { dg-final { mergefn-not-merged "nchk" } } */
/* { dg-final { mergefn-not-merged "chk" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
