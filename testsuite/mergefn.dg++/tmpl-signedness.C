// Rule (doc/total-order.md section 5): int and unsigned are different
// values (signed overflow is undefined, shifts, divisions and comparisons
// differ), so instantiations of one template over int and unsigned, or
// long and unsigned long, stay apart even where the machine instructions
// would be the same (lin: a multiply and an add).  Merging them would let
// the survivor's range information (derived assuming no signed overflow)
// apply to unsigned arithmetic that wraps.  Control: the int and E
// (enum E : int) instantiations merge.
// { dg-do run }

enum E : int { E0, E1 };

template <typename T>
__attribute__ ((noinline)) T
lin (T x)
{
  return (T) (x * 3 + 1);
}

template <typename T>
__attribute__ ((noinline)) T
half (T x)
{
  return (T) (x / 2 + (x >> 1));
}

template <typename T>
__attribute__ ((noinline)) bool
neg (T x)
{
  return x < (T) 0;
}

volatile int in = -7;

int
main ()
{
  int x = in;
  if (lin (x) != -20 || lin ((unsigned) x) != (unsigned) -20
      || lin (E (x)) != E (-20))
    __builtin_abort ();
  if (half (x) != -3 + -4
      || half ((unsigned) x) != 0x7ffffffcu + 0x7ffffffcu
      || half ((long) x) != -7L
      || half ((unsigned long) x) != (unsigned long) -7 / 2 * 2)
    __builtin_abort ();
  if (!neg (x) || neg ((unsigned) x) || !neg ((long) x)
      || neg ((unsigned long) x))
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-differ "_Z3linIiET_S0_" "_Z3linIjET_S0_" "^signedness$" } }
// { dg-final { mergefn-not-merged "_Z3linIjET_S0_" } }
// { dg-final { mergefn-not-merged "_Z4halfIjET_S0_" } }
// On ILP32 targets long is int's size: long merges with int and unsigned
// long with unsigned (rightly), never across signedness.
// { dg-final { mergefn-not-merged "_Z4halfImET_S0_" { target lp64 } } }
// { dg-final { mergefn-merged "_Z4halfImET_S0_" "_Z4halfIjET_S0_" "redirect" { target ilp32 } } }
// { dg-final { mergefn-merged "_Z4halfIlET_S0_" "_Z4halfIiET_S0_" "redirect" { target ilp32 } } }
// { dg-final { mergefn-merged "_Z3negImEbT_" "_Z3negIjEbT_" "redirect" { target ilp32 } } }
// { dg-final { mergefn-merged "_Z3negIlEbT_" "_Z3negIiEbT_" "redirect" { target ilp32 } } }
// { dg-final { mergefn-not-merged "_Z3negIjEbT_" } }
// { dg-final { mergefn-not-merged "_Z3negImEbT_" { target lp64 } } }
// { dg-final { mergefn-merged "_Z3linIiET_S0_" "_Z3linI1EET_S1_" "redirect" } }
// { dg-final { scan-mergefn-dump-times "^merge " 1 { target lp64 } } }
// { dg-final { scan-mergefn-dump-times "^merge " 5 { target ilp32 } } }
