/* Rule: the compile-time summary is carried in an LTO section of the
   plugin's own (summary.c) and leaves nothing on the declarations.  So a
   link without the plugin (or units compiled with and without it, mixed)
   is GCC's own business, as if the plugin had never run: GCC's ICF, which
   compares attribute lists ("different decl attributes"), still folds
   this unit's pair_a and at_a (compiled with the plugin) into their twins
   pair_b and at_b of summary-icf-aux.c (compiled without it), and the
   program behaves.  When the summary travelled as a decl attribute, ICF
   refused both pairs.  */
/* { dg-do run } */
/* { dg-options "-O2 -flto" } */
/* { dg-mergefn-lto-plugin compile } */
/* { dg-mergefn-object "summary-icf-aux.c" "-O2 -flto" } */
/* { dg-mergefn-link-options "-fdump-ipa-icf-details" } */

#define NOINLINE __attribute__ ((noinline))

NOINLINE int
pair_a (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 7 + p[i] - 2 * i;
  return s;
}

const int ta[6] = { 9, 7, 5, 3, 1, -1 };

NOINLINE int
at_a (int i)
{
  return ta[i] * 3;
}

extern int pair_b (const int *, int);
extern int at_b (int);

volatile int vi = 2;

int
main (void)
{
  int v[4] = { 1, 2, 3, 4 };
  int i = vi;
  /* ((1 * 7 + 2 - 2) * 7 + 3 - 4) * 7 + 4 - 6 == 334.  */
  if (pair_a (v, 4) != 334 || pair_b (v, 4) != 334)
    __builtin_abort ();
  if (at_a (i) != 15 || at_b (i) != 15)
    __builtin_abort ();
  return 0;
}

/* The compile lines had the plugin, which wrote its summary; the link line
   does not: no pass at link time.  */
/* { dg-final { scan-mergefn-dump "^;; compile-time summary written: " "summary-icf.c" } } */
/* { dg-final { mergefn-pass-not-run } } */
/* GCC's ICF at link time.  */
/* { dg-final { scan-gcc-dump "Semantic equality hit:(pair_a/\[0-9\]+->pair_b|pair_b/\[0-9\]+->pair_a)/\[0-9\]+$" "icf" } } */
/* { dg-final { scan-gcc-dump "Semantic equality hit:(at_a/\[0-9\]+->at_b|at_b/\[0-9\]+->at_a)/\[0-9\]+$" "icf" } } */
/* { dg-final { scan-gcc-dump-not "different (var )?decl attributes" "icf" } } */
