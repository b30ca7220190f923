// Rule (doc/cxx.md "Keeping merged code merged"): the call inside a
// wrapper is marked not inlinable, so even at -O3 the inliner does not
// copy the survivor's body back into the wrapper (which would undo the
// merge).  ia and ib are small inline functions the inliner would
// otherwise inline anywhere; -fopt-info-inline-missed reports the
// wrapper's call as not inlinable, and it is the only such report.
// Callers of the wrapper are untouched: main's direct calls are inlined.
// { dg-do run }
// { dg-options "-O3 -fno-ipa-icf -fopt-info-inline-missed" }
// { dg-mergefn-keep-notes }

inline int
ia (int x)
{
  return (x * 163 + 5) ^ (x >> 2);
}

inline int
ib (int x)
{
  return (x * 163 + 5) ^ (x >> 2);
}

int (*volatile pa) (int) = ia;
int (*volatile pb) (int) = ib;
volatile int in = 3;

int
main ()
{
  int x = in;
  int want = (x * 163 + 5) ^ (x >> 2);
  if (pa (x) != want || pb (x) != want || pa == pb)
    __builtin_abort ();
  if (ia (x + 1) + ib (x + 2) != (((x + 1) * 163 + 5) ^ ((x + 1) >> 2)) + (((x + 2) * 163 + 5) ^ ((x + 2) >> 2)))
    __builtin_abort ();
  return 0;
}

// { dg-message "missed: +not inlinable: int ib\\(int\\)/\[0-9\]+ -> int ia\\(int\\)/\[0-9\]+, function not inlinable" "wrapper call" { target *-*-* } 0 }
// GCC's own notes for the calls to abort carry this file's path, which
// contains "mergefn": the library does not prune them, so expect them.
// { dg-message "missed: +not inlinable: int main\\(\\)/\[0-9\]+ -> void __builtin_abort\\(\\)/\[0-9\]+, function body not available" "calls to abort" { target *-*-* } 0 }
// { dg-bogus "missed: +not inlinable: int main\\(\\)/\[0-9\]+ -> int i\[ab\]\\(int\\)" "callers of the wrapper" { target *-*-* } 0 }
// { dg-final { mergefn-merged "_Z2ibi" "_Z2iai" "wrapper" } }
