// Rule (doc/cxx.md constraint 3): identical constructors and destructors
// of two non-polymorphic classes merge across their comdat groups.  GCC
// emits the base-object variant (C2, D2) with the complete-object
// variant (C1, D1) as an alias of it inside one group (C5, D5): the
// plugin may only make the whole variant a wrapper, never move a symbol
// into the other class's group.  Every constructor and destructor must
// run exactly once per object: counted for objects on the stack, with new
// and delete, in arrays and as temporaries.  P's and Q's members are not
// noinline (a noinline function is never made a wrapper): -fno-inline
// keeps their calls out of line.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fno-inline" }

int ctors, dtors, args;

struct P
{
  P () { ctors += 3; }
  P (int k) { args += k * 5 + 1; ctors += 3; }
  ~P () { dtors += 7; }
};

struct Q
{
  Q () { ctors += 3; }
  Q (int k) { args += k * 5 + 1; ctors += 3; }
  ~Q () { dtors += 7; }
};

// Q is a base here: its base-object variants are called.
struct R : Q
{
  __attribute__ ((noinline)) R () : Q (2) { ctors += 100; }
};

__attribute__ ((noinline)) int
use (const Q &)
{
  return 1;
}

volatile int in = 4;

int
main ()
{
  int n = in;
  {
    P p;
    Q q;
    P p2 (n);
  }
  if (ctors != 9 || dtors != 21 || args != 21)
    __builtin_abort ();
  P *ps = new P[n];
  Q *qs = new Q[n + 1];
  delete[] ps;
  delete[] qs;
  if (ctors != 9 + 3 * (2 * n + 1) || dtors != 21 + 7 * (2 * n + 1))
    __builtin_abort ();
  ctors = dtors = args = 0;
  // The temporary dies at the end of the full expression.
  int used = use (Q (1));
  if (used != 1 || ctors != 3 || dtors != 7 || args != 6)
    __builtin_abort ();
  {
    R r;
  }
  if (ctors != 106 || dtors != 14 || args != 17)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN1QC2Ev" "_ZN1PC2Ev" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1QC2Ei" "_ZN1PC2Ei" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1QD2Ev" "_ZN1PD2Ev" "wrapper" } }
// { dg-final { scan-mergefn-dump-not "^merge \[^ \]* -> \[^ \]* \\(alias\\)" } }
