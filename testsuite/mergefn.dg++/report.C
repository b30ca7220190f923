// Rule: the JSON report names C++ functions by their assembler (mangled)
// names in "function" and "into", the names the linker and every unit
// agree on, and says how each was merged across comdat groups
// (redirect, wrapper); a merge inside the unit (two functions in an
// anonymous namespace) is an alias.  One line per merge.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-report=%report%" }

enum E : int { E0, E1 };

template <typename T>
__attribute__ ((noinline)) T
scale (T x)
{
  return (T) ((x * 37 + 11) ^ (x >> 2));
}

namespace util
{
  inline int
  ia (int x)
  {
    return (x * 127 + 3) ^ (x >> 4);
  }

  inline int
  ib (int x)
  {
    return (x * 127 + 3) ^ (x >> 4);
  }
}

namespace
{
  __attribute__ ((noinline)) int
  la (int x)
  {
    return (x * 139 + 1) ^ (x >> 3);
  }

  __attribute__ ((noinline)) int
  lb (int x)
  {
    return (x * 139 + 1) ^ (x >> 3);
  }
}

int (*volatile pa) (int) = util::ia;
int (*volatile pb) (int) = util::ib;
volatile int in = 5;

int
main ()
{
  int x = in;
  if (scale (x) != ((x * 37 + 11) ^ (x >> 2)) || scale (E (x)) != E ((x * 37 + 11) ^ (x >> 2)))
    __builtin_abort ();
  if (pa (x) != ((x * 127 + 3) ^ (x >> 4)) || pb (x) != pa (x) || pa == pb)
    __builtin_abort ();
  if (la (x) != ((x * 139 + 1) ^ (x >> 3)) || lb (x) != la (x))
    __builtin_abort ();
  return 0;
}

// { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/report\\.C\", \"function\": \"_Z5scaleIiET_S0_\", \"into\": \"_Z5scaleI1EET_S1_\", \"into_unit\": \"\[^\"\]*\\/report\\.C\", \"how\": \"redirect\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/report\\.C:13\"\\}$" } }
// { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/report\\.C\", \"function\": \"_ZN4util2ibEi\", \"into\": \"_ZN4util2iaEi\", \"into_unit\": \"\[^\"\]*\\/report\\.C\", \"how\": \"wrapper\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/report\\.C:27\"\\}$" } }
// GCC 15 and later mangle internal-linkage functions of an anonymous
// namespace with an "L" (_ZN12_GLOBAL__N_1L2lbEi).
// { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/report\\.C\", \"function\": \"_ZN12_GLOBAL__N_12lbEi\", \"into\": \"_ZN12_GLOBAL__N_12laEi\", \"into_unit\": \"\[^\"\]*\\/report\\.C\", \"how\": \"alias\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/report\\.C:42\"\\}$" { target gcc < 15 } } }
// { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/report\\.C\", \"function\": \"_ZN12_GLOBAL__N_1L2lbEi\", \"into\": \"_ZN12_GLOBAL__N_1L2laEi\", \"into_unit\": \"\[^\"\]*\\/report\\.C\", \"how\": \"alias\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/report\\.C:42\"\\}$" { target gcc >= 15 } } }
// { dg-final { scan-mergefn-report-times "^\\{.*\\}$" 3 } }
// { dg-final { mergefn-merged "_ZN4util2ibEi" "_ZN4util2iaEi" "wrapper" } }
