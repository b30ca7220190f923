// Rule (doc/cxx.md, "Shared objects"): a shared object built with the
// plugin exports exactly the dynamic symbols it exports without it, none
// more, none fewer.  Whether a comdat template instance is emitted depends
// on its uses after inlining, so in code for a shared object (-fPIC) a
// function whose merging could change that (it is such an exported
// instance, or its body reaches one) is merged only after inlining, when
// GCC knows what it emits, and only when both it and its survivor stay
// emitted; it keeps its symbol (wrapper or alias), and never when its
// body holds the last use of an exported symbol.  Hidden functions, and
// those reaching nothing of the kind, merge before inlining as usual.
// The library is built with (libdso-dynamic-symbols-aux.so, which the
// test runs with) and without the plugin (plain.so), both with
// -fno-inline (see the library).
// { dg-do run }
// { dg-mergefn-no-plugin }
// { dg-mergefn-shlib "dso-dynamic-symbols-aux.C" "%mergefn% -O2 -fno-ipa-icf -fno-inline" }
// { dg-mergefn-dso "plain" "dso-dynamic-symbols-aux.C" "-O2 -fno-ipa-icf -fno-inline" }

#include <vector>

struct A { int x; };
struct B { int y; };

int use_scale_int (int), use_scale_e (int), use_hidden_int (int);
int use_hidden_e (int), mix_a (int), mix_b (int);
void add_a (std::vector<A *> &, A *);
void add_b (std::vector<B *> &, B *);

volatile int in = 9;

int
main ()
{
  int x = in;
  if (use_scale_int (x) != ((x * 37 + 11) ^ (x >> 2))
      || use_scale_e (x) != use_scale_int (x))
    __builtin_abort ();
  if (use_hidden_int (x) != ((x * 41 + 7) ^ (x >> 3))
      || use_hidden_e (x) != use_hidden_int (x))
    __builtin_abort ();
  if (mix_a (x) != ((x * 29 + 5) ^ (x >> 1) ^ (x << 3)) || mix_b (x) != mix_a (x))
    __builtin_abort ();
  std::vector<A *> va;
  std::vector<B *> vb;
  A a = { 1 };
  B b = { 2 };
  for (int i = 0; i < 3 * x; i++)
    {
      add_a (va, &a);
      add_b (vb, &b);
    }
  if (va.size () != 27 || vb.size () != 27 || vb[26]->y != 2)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-same-dynamic-symbols "libdso-dynamic-symbols-aux" "plain" } }
// { dg-final { scan-mergefn-dump "^defer _Z5scaleI1EET_S1_ _Z5scaleIiET_S0_: in a shared object, merged after inlining" "dso-dynamic-symbols-aux.C" } }
// { dg-final { mergefn-merged "_Z5scaleIiET_S0_" "_Z5scaleI1EET_S1_" "wrapper" "dso-dynamic-symbols-aux.C" } }
// use_scale_e holds the only call of scale<E>, which stays exported.
// { dg-final { mergefn-apart "_Z11use_scale_ei" "_Z13use_scale_inti" "^its body holds the last use of the exported _Z5scaleI1EET_S1_$" "dso-dynamic-symbols-aux.C" } }
// { dg-final { mergefn-not-merged "_Z11use_scale_ei" "dso-dynamic-symbols-aux.C" } }
// { dg-final { mergefn-merged "_Z12hidden_scaleIiET_S0_" "_Z12hidden_scaleI1EET_S1_" "redirect" "dso-dynamic-symbols-aux.C" } }
// { dg-final { mergefn-merged "_Z5mix_bi" "_Z5mix_ai" "wrapper" "dso-dynamic-symbols-aux.C" } }
// { dg-final { mergefn-pass-not-run "plain" } }
