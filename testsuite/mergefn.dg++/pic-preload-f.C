// Rule (doc/merge-rules.md, interposition): in a -fPIC C++ library built
// with the plugin, equal public non-inline functions lib::f and lib::g
// can each be interposed.  g becomes a wrapper of f's local alias (not of
// the interposable symbol f), so preloading a new lib::f changes f only,
// for the program and for the library's own calls, while g keeps the
// library's body.
// { dg-do run }
// { dg-mergefn-shlib "pic-preload-aux.C" }
// { dg-mergefn-preload "pic-preload-f-aux.C" "-O2" }

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
  if (lib::f (x) != x + 1000)
    __builtin_abort ();
  if (lib::g (x) != body)
    __builtin_abort ();
  if (lib::both (x) != (x + 1000) * 10 + body)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN3lib1gEi" "_ZN3lib1fEi" "wrapper" "pic-preload-aux.C" } }
