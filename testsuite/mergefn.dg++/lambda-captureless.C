// Rule: identical captureless lambdas merge.  Their call operators are
// methods of empty closure classes that never touch *this, so the bodies
// are equal including alias sets.  Lambdas in inline functions have
// linkage (one comdat group each): merged by redirection to the smaller
// assembler name.  Lambdas in main have none: their conversions to
// function pointers (the static _FUN) are compared here and stay distinct
// (wrapper), and the std::sort instantiations over two identical
// comparators are local functions that merge by alias.
// { dg-do run }

#include <algorithm>
#include <vector>

inline int
apply_a (int x)
{
  auto l = [] (int y) __attribute__ ((noinline)) { return (y * 79 + 3) ^ (y >> 2); };
  return l (x) + 1;
}

inline int
apply_b (int x)
{
  auto l = [] (int y) __attribute__ ((noinline)) { return (y * 79 + 3) ^ (y >> 2); };
  return l (x) + 2;
}

int (*volatile p1) (int);
int (*volatile p2) (int);
volatile int in = 6;

int
main ()
{
  int x = in;
  int want = (x * 79 + 3) ^ (x >> 2);
  if (apply_a (x) != want + 1 || apply_b (x) != want + 2)
    __builtin_abort ();

  p1 = [] (int y) { return (y * 83 + 1) ^ (y >> 3); };
  p2 = [] (int y) { return (y * 83 + 1) ^ (y >> 3); };
  if (p1 (x) != ((x * 83 + 1) ^ (x >> 3)) || p2 (x + 1) != (((x + 1) * 83 + 1) ^ ((x + 1) >> 3)))
    __builtin_abort ();
  if (p1 == p2)
    __builtin_abort ();

  std::vector<int> v1, v2;
  for (int i = 0; i < 100; i++)
    {
      v1.push_back (i * 37 % 101);
      v2.push_back (i * 53 % 97);
    }
  std::sort (v1.begin (), v1.end (), [] (int a, int b) { return a > b; });
  std::sort (v2.begin (), v2.end (), [] (int a, int b) { return a > b; });
  for (int i = 1; i < 100; i++)
    if (v1[i - 1] < v1[i] || v2[i - 1] < v2[i])
      __builtin_abort ();
  if (v1[0] != 100 || v1[99] != 0 || v2[0] != 96 || v2[99] != 0)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZZ7apply_biENKUliE_clEi" "_ZZ7apply_aiENKUliE_clEi" "redirect" } }
// { dg-final { mergefn-merged "_ZZ4mainENUliE0_4_FUNEi" "_ZZ4mainENUliE_4_FUNEi" "wrapper" } }
// The names of the std::sort instantiations: GCC 13 numbers a function's
// lambdas per signature (GCC 12: across all of main's lambdas), and GCC
// 16's std::sort takes the comparator itself, not an _Iter_comp_iter.
// { dg-final { mergefn-merged "_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEENS0_5__ops15_Iter_comp_iterIZ4mainEUliiE2_EEEvT_SB_T0_" "_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEENS0_5__ops15_Iter_comp_iterIZ4mainEUliiE1_EEEvT_SB_T0_" "alias" { target gcc < 13 } } }
// { dg-final { mergefn-merged "_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEENS0_5__ops15_Iter_comp_iterIZ4mainEUliiE0_EEEvT_SB_T0_" "_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEENS0_5__ops15_Iter_comp_iterIZ4mainEUliiE_EEEvT_SB_T0_" "alias" { target gcc 13-15 } } }
// { dg-final { mergefn-merged "_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEZ4mainEUliiE0_EvT_S8_T0_" "_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEZ4mainEUliiE_EvT_S8_T0_" "alias" { target gcc >= 16 } } }
