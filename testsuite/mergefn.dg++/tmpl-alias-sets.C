// Rule (doc/cxx.md "Aliasing"): instantiations that access memory
// through types with one layout but different alias sets merge, and the
// merged class's accesses through pointers are made may-alias-all first
// ("tbaa" lines): sum<int> and sum<E> load through int * and E *,
// Box<int *>::get/set and Box<long *>::get/set access the member of two
// different classes through `this', and the members of
// std::vector<int *> and std::vector<long *> store through different
// element types.  Without that step the survivor's body or its modref
// summary would be used where type-based alias analysis believes the
// other type (see tbaa-inline-hazard.C for a program that then fails).
// local<int> and local<E> read a local array whose address escapes:
// accesses to the body's own automatic variables cannot matter to anyone
// else, so they merge.  Accesses to other declared objects are not
// relaxed: byval<int> and byval<E> read a parameter passed by value whose
// address escapes, so they stay apart ("alias set of access").  scale<int> and scale<E>, which touch no memory,
// merge with no "tbaa" line.  The program must work throughout.
// { dg-do run }

#include <vector>

enum E : int { E0, E1, E2 };

template <typename T>
__attribute__ ((noinline)) T
sum (const T *p, int n)
{
  T s = T ();
  for (int i = 0; i < n; i++)
    s = (T) (s + p[i]);
  return s;
}

template <typename T>
struct Box
{
  T v;
  __attribute__ ((noinline)) T get () const { return v; }
  __attribute__ ((noinline)) void set (T x) { v = x; }
};

template <typename T>
__attribute__ ((noinline)) T
scale (T x)
{
  return (T) ((x * 37 + 11) ^ (x >> 2));
}

/* Takes the array's address, so the local arrays below can be aliased.  */
__attribute__ ((noinline)) void
fill (void *p, int v)
{
  __builtin_memcpy (p, &v, sizeof v);
}

template <typename T>
__attribute__ ((noinline)) int
local (int v)
{
  T a[2] = { T (), T () };
  fill (a, v);
  return a[0] * 3 + a[1];
}

template <typename T> struct Pair { T a, b; };

template <typename T>
__attribute__ ((noinline)) int
byval (Pair<T> p, int v)
{
  fill (&p, v);
  return p.a * 3 + p.b;
}

volatile int in = 3;

int
main ()
{
  int n = in;
  int ia[4] = { 1, 2, 3, 4 };
  E ea[4] = { E1, E2, E1, E0 };
  if (sum (ia, n) != 6 || sum (ea, n + 1) != E (4))
    __builtin_abort ();

  long la[4];
  Box<int *> bi;
  Box<long *> bl;
  bi.set (ia + 1);
  bl.set (la + 2);
  if (bi.get () != ia + 1 || bl.get () != la + 2)
    __builtin_abort ();

  std::vector<int *> vi;
  std::vector<long *> vl;
  for (int i = 0; i < 40 * n; i++)
    {
      vi.push_back (ia + i % 4);
      vl.push_back (la + (i + 1) % 4);
    }
  if (vi.size () != 120 || vl.size () != 120)
    __builtin_abort ();
  for (int i = 0; i < 120; i++)
    if (vi[i] != ia + i % 4 || vl[i] != la + (i + 1) % 4)
      __builtin_abort ();

  if (local<int> (n) != 9 || local<E> (n + 1) != 12)
    __builtin_abort ();
  Pair<int> pi = { 0, 0 };
  Pair<E> pe = { E0, E0 };
  if (byval (pi, n) != 9 || byval (pe, n + 1) != 12)
    __builtin_abort ();

  if (scale (n) != ((n * 37 + 11) ^ (n >> 2))
      || scale (E (n)) != E ((n * 37 + 11) ^ (n >> 2)))
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_Z3sumIiET_PKS0_i" "_Z3sumI1EET_PKS1_i" "redirect" } }
// { dg-final { scan-mergefn-dump "^tbaa _Z3sumIiET_PKS0_i: " } }
// { dg-final { mergefn-merged "_ZNK3BoxIPlE3getEv" "_ZNK3BoxIPiE3getEv" "redirect" } }
// { dg-final { mergefn-merged "_ZN3BoxIPlE3setES0_" "_ZN3BoxIPiE3setES0_" "redirect" } }
// { dg-final { scan-mergefn-dump "^tbaa _ZNK3BoxIPiE3getEv: " } }
// { dg-final { mergefn-merged "_ZNSt6vectorIPlSaIS0_EE12emplace_backIJS0_EEERS0_DpOT_" "_ZNSt6vectorIPiSaIS0_EE12emplace_backIJS0_EEERS0_DpOT_" "redirect" } }
// GCC 14's libstdc++ grows a vector in _M_realloc_append (before, in
// _M_realloc_insert), with a guard object on the stack (see local below).
// { dg-final { mergefn-merged "_ZNSt6vectorIPlSaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_" "_ZNSt6vectorIPiSaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_" "redirect" { target gcc < 14 } } }
// { dg-final { mergefn-merged "_ZNSt6vectorIPlSaIS0_EE17_M_realloc_appendIJS0_EEEvDpOT_" "_ZNSt6vectorIPiSaIS0_EE17_M_realloc_appendIJS0_EEEvDpOT_" "redirect" { target gcc >= 14 } } }
// { dg-final { mergefn-merged "_Z5localIiEii" "_Z5localI1EEii" "redirect" } }
// { dg-final { mergefn-differ "_Z5byvalIiEi4PairIT_Ei" "_Z5byvalI1EEi4PairIT_Ei" "^alias set of access$" } }
// { dg-final { mergefn-not-merged "_Z5byvalIiEi4PairIT_Ei" } }
// { dg-final { mergefn-not-merged "_Z5byvalI1EEi4PairIT_Ei" } }
// { dg-final { mergefn-merged "_Z5scaleIiET_S0_" "_Z5scaleI1EET_S1_" "redirect" } }
// { dg-final { scan-mergefn-dump-not "^tbaa _Z5scale" } }
