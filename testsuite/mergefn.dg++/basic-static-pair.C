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

// { dg-final { mergefn-merged "_ZN12_GLOBAL__N_11gEi" "_ZN12_GLOBAL__N_11fEi" "alias" } }
