// A call to a const or pure function has no virtual definition; made
// indirect through a parameter (in C++ the function pointer's type is not
// const-qualified) it needs one, which update_stmt gives it as the bare
// virtual operand.  The plugin of 4bce4a1 left it so: ipa-prop, looking
// for the dynamic type of the S * argument, walked it and crashed (an
// internal compiler error at -O2 with params; re2's tests under -flto).
// The shared bodies of use_c1/use_c2 (const) and use_p1/use_p2 (pure)
// now have their virtual operands in SSA form.  The use_* functions are
// not noinline (a noinline function is never made a thunk): -fno-inline
// keeps main's calls out of line.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fno-inline -fplugin-arg-mergefn-params" }

struct S { virtual int f (); int v; };
int S::f () { return v; }

__attribute__ ((const, noinline)) int cf1 (S *, int x) { return x * 3 + 1; }
__attribute__ ((const, noinline)) int cf2 (S *, int x) { return x * 5 + 2; }

__attribute__ ((pure, noinline)) int pf1 (S *s, int x) { return s->v + x; }
__attribute__ ((pure, noinline)) int pf2 (S *s, int x) { return s->v * x; }

int g;

// Each pair is one body written twice, differing only in its callee.
#define USE_CONST(name, f)						\
  int									\
  name (S *s, int x)							\
  {									\
    g += x;								\
    int r = f (s, x) + f (s, x + 1) + f (s, x + 2) * f (s, x + 3);	\
    g -= 1;								\
    return r * g + s->v;						\
  }
USE_CONST (use_c1, cf1)
USE_CONST (use_c2, cf2)

#define USE_PURE(name, f)						\
  int									\
  name (S *s, int x)							\
  {									\
    s->v += x;								\
    int r = f (s, x) * f (s, x + 1);					\
    s->v -= 1;								\
    return r + f (s, x + 2) * 7 + f (s, 1);				\
  }
USE_PURE (use_p1, pf1)
USE_PURE (use_p2, pf2)

int
main ()
{
  S s;
  s.v = 1;
  g = 1;
  // g 3; 7 + 10 + 13 * 16 = 225; g 2; 451.
  if (use_c1 (&s, 2) != 451)
    __builtin_abort ();
  // g 4; 12 + 17 + 22 * 27 = 623; g 3; 1870.
  if (use_c2 (&s, 2) != 1870)
    __builtin_abort ();
  // v 3; 5 * 6 = 30; v 2; 30 + 6 * 7 + 3 = 75.
  if (use_p1 (&s, 2) != 75)
    __builtin_abort ();
  // v 4; 8 * 12 = 96; v 3; 96 + 12 * 7 + 3 = 183.
  if (use_p2 (&s, 2) != 183)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-params "_Z6use_c1P1Si" "_Z6use_c1P1Si" "1" } }
// { dg-final { mergefn-params "_Z6use_c2P1Si" "_Z6use_c1P1Si" "1" } }
// { dg-final { mergefn-params "_Z6use_p1P1Si" "_Z6use_p1P1Si" "1" } }
// { dg-final { mergefn-params "_Z6use_p2P1Si" "_Z6use_p1P1Si" "1" } }
