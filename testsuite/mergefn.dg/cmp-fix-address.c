/* Rule: taking a function's address (&f1 vs &f2) compares by identity,
   not by class: C requires &f1 != &f2 for two distinct functions whose
   addresses may be compared.  f1 and f2 are identical static functions
   whose addresses both escape (to apply, which records them).  So f2 may
   be merged into f1 only in a way that keeps its own address (a wrapper
   or redirected calls, never an alias onto f1's address), and h1/h2,
   which differ only in passing &f1 vs &f2, must stay apart ("referenced
   symbol"): a second round can only join them if an alias made the two
   addresses equal, which must not happen here.  main checks that the
   two recorded pointers differ and that every call computes right.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile int in = 7;

typedef int (*fn) (int);
fn seen[4];
int nseen;


static int
apply (fn f, int x)
{
  seen[nseen++] = f;
  return f (x) + f (x + 1);
}

static int
f1 (int x)
{
  return x * 5 + 3;
}

static int
f2 (int x)
{
  return x * 5 + 3;
}

static int
h1 (int x)
{
  return apply (f1, x) * 2;
}

static int
h2 (int x)
{
  return apply (f2, x) * 2;
}

int
main (void)
{
  int v = in;
  if (h1 (v) != 162 || h2 (v) != 162)
    __builtin_abort ();
  if (nseen != 2 || seen[0] == seen[1])
    __builtin_abort ();
  if (seen[0] (v) != 38 || seen[1] (v) != 38)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "f2" "f1" } } */
/* { dg-final { scan-mergefn-dump-not "^merge f2 -> f1 \\(alias\\)" } } */
/* { dg-final { mergefn-differ "h1" "h2" "^referenced symbol$" } } */
/* { dg-final { mergefn-not-merged "h1" } } */
/* { dg-final { mergefn-not-merged "h2" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
