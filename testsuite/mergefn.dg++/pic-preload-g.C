// Rule (doc/merge-rules.md, interposition): as pic-preload-f.C, but the
// preloaded library interposes lib::g, the function that became a
// wrapper: the wrapper keeps its own symbol, so the new g is used by the
// program and by the library's own calls, while f keeps its body.
// { dg-do run }
// { dg-mergefn-shlib "pic-preload-aux.C" }
// { dg-mergefn-preload "pic-preload-g-aux.C" "-O2" }

namespace lib
{
  int f (int);
  int g (int);
  int both (int);
}

volatile int in = 6;

int
main ()
{
  int x = in;
  int body = (x * 131 + 7) ^ (x >> 2);
  if (lib::f (x) != body)
    __builtin_abort ();
  if (lib::g (x) != x + 2000)
    __builtin_abort ();
  if (lib::both (x) != body * 10 + x + 2000)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN3lib1gEi" "_ZN3lib1fEi" "wrapper" "pic-preload-aux.C" } }
