// Two identical functions with internal linkage in C++ (compiled with
// g++): one becomes an alias of the other.
// { dg-do run }

namespace
{
  int __attribute__ ((noinline))
  f (int x)
  {
    return x * 3 + 7;
  }

  int __attribute__ ((noinline))
  g (int x)
  {
    return x * 3 + 7;
  }
}

int
main ()
{
  if (f (1) != 10 || g (2) != 13)
    __builtin_abort ();
  return 0;
}

// GCC 15 and later mangle internal-linkage functions of an anonymous
// namespace with an "L" (_ZN12_GLOBAL__N_1L1gEi).
// { dg-final { mergefn-merged "_ZN12_GLOBAL__N_11gEi" "_ZN12_GLOBAL__N_11fEi" "alias" { target gcc < 15 } } }
// { dg-final { mergefn-merged "_ZN12_GLOBAL__N_1L1gEi" "_ZN12_GLOBAL__N_1L1fEi" "alias" { target gcc >= 15 } } }
