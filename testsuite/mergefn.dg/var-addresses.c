/* Rule: read-only tables that hold addresses are equal only when they
   point at the same things.  Name tables with equal strings merge, one
   with a different string does not; function-pointer tables merge only
   when every entry names the same function: a table pointing at g must
   not merge with one pointing at f, even though f and g have equal
   bodies and merge themselves (as a wrapper, since both addresses are in
   tables and so observable).  The program compares the entries.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile int in = 1;
int hits;

static int
f (int x)
{
  hits++;
  return x * 13 + 1;
}

static int
g (int x)
{
  hits++;
  return x * 13 + 1;
}

static int
h (int x)
{
  hits += 2;
  return x - 4;
}

typedef int (*fn) (int);

static const char *const names_a[] = { "alpha", "beta", "gamma" };
static const char *const names_b[] = { "alpha", "beta", "gamma" };
static const char *const names_c[] = { "alpha", "beta", "delta" };
static const fn fns_f[] = { f, h };
static const fn fns_g[] = { g, h };
static const fn fns_f2[] = { f, h };
static int cell_x, cell_y;
static int *const cells_a[] = { &cell_x, &cell_y };
static int *const cells_b[] = { &cell_x, &cell_y };
static int *const cells_c[] = { &cell_y, &cell_x };

static const char *
name (int t, int i)
{
  return t == 0 ? names_a[i] : t == 1 ? names_b[i] : names_c[i];
}

static fn
entry (int t, int i)
{
  return t == 0 ? fns_f[i] : t == 1 ? fns_g[i] : fns_f2[i];
}

static int *
cell (int t, int i)
{
  return t == 0 ? cells_a[i] : t == 1 ? cells_b[i] : cells_c[i];
}

int
main (void)
{
  int i = in;				/* 1 */
  if (name (0, i + 1)[0] != 'g' || name (1, i + 1)[0] != 'g'
      || name (2, i + 1)[0] != 'd' || name (1, i)[1] != 'e')
    __builtin_abort ();
  if (entry (0, 0) == entry (1, 0) || entry (0, 0) != entry (2, 0)
      || entry (0, 1) != entry (1, 1))
    __builtin_abort ();
  if (entry (0, 0) (i) != 14 || entry (1, 0) (i) != 14
      || entry (2, 1) (i) != -3 || hits != 4)
    __builtin_abort ();
  if (cell (0, 0) != &cell_x || cell (1, 1) != &cell_y
      || cell (2, 0) != &cell_y || cell (2, 1) != &cell_x)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "names_b" "names_a" "alias" } } */
/* { dg-final { mergefn-not-merged "names_c" } } */
/* { dg-final { mergefn-merged "fns_f2" "fns_f" "alias" } } */
/* { dg-final { mergefn-not-merged "fns_g" } } */
/* { dg-final { mergefn-merged "cells_b" "cells_a" "alias" } } */
/* { dg-final { mergefn-not-merged "cells_c" } } */
/* { dg-final { mergefn-merged "g" "f" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
