// Rule (doc/cxx.md "Address identity"): a comdat function that becomes a
// wrapper stays in its own COMDAT group, so the linker still keeps or
// drops the group whole, whichever unit's copy it keeps.  (GCC 13 and
// later take a node out of its group when its body is replaced; the
// plugin puts it back.)  ia and ib are inline functions whose addresses
// are both observed, so ib becomes a wrapper calling ia; each is still in
// its own group.  The constructors of Ca and Cb are equal: Cb's base
// constructor (C2) becomes a wrapper calling Ca's, and stays in the group
// _ZN2CbC5Ev with its complete-object alias (C1).  sa and sb are static:
// sb becomes an alias of sa, and neither is in any group.  -fno-inline:
// main would otherwise inline the constructors' wrapper, which then goes
// (and the constructors are not noinline: a noinline function is never
// made a wrapper).
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fno-inline" }

inline int
ia (int x)
{
  return (x * 29 + 5) ^ (x >> 2);
}

inline int
ib (int x)
{
  return (x * 29 + 5) ^ (x >> 2);
}

static int __attribute__ ((noinline))
sa (int x)
{
  return (x * 31 + 3) ^ (x >> 3);
}

static int __attribute__ ((noinline))
sb (int x)
{
  return (x * 31 + 3) ^ (x >> 3);
}

int ctors;
struct Ca { Ca () { ctors += 3; } };
struct Cb { Cb () { ctors += 3; } };

int (*volatile pa) (int) = ia;
int (*volatile pb) (int) = ib;
volatile int in = 10;

int
main ()
{
  int x = in;
  if (pa == pb)
    __builtin_abort ();
  if (pa (x) != ((x * 29 + 5) ^ (x >> 2)) || pb (x + 1) != (((x + 1) * 29 + 5) ^ ((x + 1) >> 2)))
    __builtin_abort ();
  if (sa (x) != ((x * 31 + 3) ^ (x >> 3)) || sb (x) != sa (x))
    __builtin_abort ();
  Ca a;
  Cb b;
  if (ctors != 6)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_Z2ibi" "_Z2iai" "wrapper" } }
// { dg-final { mergefn-comdat-member "_Z2ibi" "_Z2ibi" "comdat-wrapper-group" } }
// { dg-final { mergefn-comdat-member "_Z2iai" "_Z2iai" "comdat-wrapper-group" } }
// { dg-final { mergefn-merged "_ZN2CbC2Ev" "_ZN2CaC2Ev" "wrapper" } }
// { dg-final { mergefn-comdat-member "_ZN2CbC2Ev" "_ZN2CbC5Ev" "comdat-wrapper-group" } }
// { dg-final { mergefn-comdat-member "_ZN2CbC1Ev" "_ZN2CbC5Ev" "comdat-wrapper-group" } }
// { dg-final { mergefn-comdat-member "_ZN2CaC2Ev" "_ZN2CaC5Ev" "comdat-wrapper-group" } }
// { dg-final { mergefn-merged "_ZL2sbi" "_ZL2sai" "alias" } }
// { dg-final { mergefn-comdat-member "_ZL2sbi" "" "comdat-wrapper-group" } }
// { dg-final { mergefn-comdat-member "_ZL2sai" "" "comdat-wrapper-group" } }
