/* Rule: long and long long have the same representation on LP64 (64
   bits, signed, same mode and alignment), so as *values* they are equal:
   mv and mvv compute with long vs long long parameters and must merge.
   As *memory accesses* they differ: under strict aliasing long and long
   long have different alias sets, and a merged survivor inlined into a
   caller could let the optimizer move a long long store past a load it
   now reads as long.  rl and rll read through long * and long long *:
   they merge, and their accesses through pointers are made
   may-alias-all first ("tbaa" lines; doc/cxx.md).  dl and dll read a
   local array whose address escapes: every access to an automatic
   variable is the body's own or its callees', so they merge too; but its
   alias set against the body's accesses through pointers decides what
   GCC may reorder (tbaa-escaped-local.c), so they merge with their
   pointer accesses made may-alias-all ("tbaa" lines; before 2026-11-25
   this test wanted none, and tbaa-escaped-local.c showed why).  pl
   and pll read a parameter passed by value whose address escapes:
   accesses to other declared objects keep their alias sets, so those stay
   apart ("alias set of access").
   cmp-long-longlong-nsa.c: without strict aliasing all pairs merge.  */
/* { dg-do run } */
/* { dg-mergefn-target "lp64" "long and long long have one size only on LP64 targets" } */

volatile long in = 5;

#define NOINLINE __attribute__ ((noinline))

static long NOINLINE
mv (long x, long y)
{
  return x * y + 1;
}

static long long NOINLINE
mvv (long long x, long long y)
{
  return x * y + 1;
}

static long NOINLINE
rl (long *p)
{
  return p[0] * 7 + p[1];
}

static long long NOINLINE
rll (long long *p)
{
  return p[0] * 7 + p[1];
}

/* Takes the array's address, so the arrays below can be aliased.  */
static void NOINLINE
fill (void *p, long v)
{
  __builtin_memcpy (p, &v, sizeof v);
  __builtin_memcpy ((char *) p + sizeof v, &v, sizeof v);
}

static long NOINLINE
dl (long v)
{
  long a[2];
  fill (a, v);
  return a[0] * 7 + a[1];
}

static long long NOINLINE
dll (long v)
{
  long long a[2];
  fill (a, v);
  return a[0] * 7 + a[1];
}

struct L { long a[2]; };
struct LL { long long a[2]; };

static long NOINLINE
pl (struct L s, long v)
{
  fill (&s, v);
  return s.a[0] * 7 + s.a[1];
}

static long long NOINLINE
pll (struct LL s, long v)
{
  fill (&s, v);
  return s.a[0] * 7 + s.a[1];
}

int
main (void)
{
  long v = in;
  long a[2] = { v, 1 };
  long long b[2] = { v, 2 };
  if (mv (v, 4) != 21 || mvv (v, 0x100000000ll) != 0x500000001ll)
    __builtin_abort ();
  if (rl (a) != 36 || rll (b) != 37)
    __builtin_abort ();
  if (dl (v) != 40 || dll (v + 1) != 48)
    __builtin_abort ();
  struct L l = { { 0, 0 } };
  struct LL ll = { { 0, 0 } };
  if (pl (l, v) != 40 || pll (ll, v + 1) != 48)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "mvv" "mv" "alias" } } */
/* { dg-final { mergefn-merged "rll" "rl" "alias" } } */
/* { dg-final { scan-mergefn-dump "^tbaa rl: " } } */
/* { dg-final { scan-mergefn-dump "^tbaa rll: " } } */
/* { dg-final { mergefn-merged "dll" "dl" "alias" } } */
/* { dg-final { scan-mergefn-dump "^tbaa dl: " } } */
/* { dg-final { scan-mergefn-dump "^tbaa dll: " } } */
/* { dg-final { mergefn-differ "pl" "pll" "^alias set of access$" } } */
/* { dg-final { mergefn-not-merged "pl" } } */
/* { dg-final { mergefn-not-merged "pll" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
