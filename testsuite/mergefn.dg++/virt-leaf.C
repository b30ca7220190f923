// Rule (doc/cxx.md "Address identity", "Polymorphic classes"): identical
// virtual methods of unrelated classes that make no calls (leaves: the
// dynamic type of this is never read) merge; a virtual function stays
// referenced by its vtable, so it becomes a wrapper calling the smaller
// assembler name, and its vtable slot keeps pointing at it.  Vtables are
// never merged.  Calls through base pointers, through a second base
// (a this-adjusting thunk, which keeps calling its own function) and
// direct calls must all still reach the right code.
// { dg-do run }

struct IA { virtual int get (int x) = 0; virtual int id () { return 1; } virtual ~IA () {} };
struct IB { virtual int get (int x) = 0; virtual int id () { return 2; } virtual ~IB () {} };
struct Pad { virtual int pad () { return 0; } long p; };

struct A : IA { int get (int x) override { return (x * 61 + 7) ^ (x >> 3); } };
struct B : IB { int get (int x) override { return (x * 61 + 7) ^ (x >> 3); } };
// get is reached from IA * through a thunk adjusting this by sizeof (Pad).
struct C : Pad, IA { int get (int x) override { return (x * 61 + 7) ^ (x >> 3); } };

__attribute__ ((noinline)) IA *
make_a (int k)
{
  if (k)
    return new A;
  return new C;
}

__attribute__ ((noinline)) IB *
make_b ()
{
  return new B;
}

volatile int in = 100;

int
main ()
{
  int x = in;
  int want = (x * 61 + 7) ^ (x >> 3);
  IA *a = make_a (1);
  IA *c = make_a (0);
  IB *b = make_b ();
  if (a->get (x) != want || b->get (x) != want || c->get (x) != want)
    __builtin_abort ();
  if (a->id () != 1 || b->id () != 2 || c->id () != 1)
    __builtin_abort ();
  C direct;
  if (direct.get (x + 1) != (((x + 1) * 61 + 7) ^ ((x + 1) >> 3)))
    __builtin_abort ();
  if (dynamic_cast<C *> (c) == 0 || dynamic_cast<C *> (a) != 0)
    __builtin_abort ();
  delete a;
  delete b;
  delete c;
  return 0;
}

// { dg-final { mergefn-merged "_ZN1B3getEi" "_ZN1A3getEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1C3getEi" "_ZN1A3getEi" "wrapper" } }
// { dg-final { mergefn-not-merged "_ZN1A3getEi" } }
// { dg-final { mergefn-refused "_ZTV1A" "^virtual table$" } }
// { dg-final { mergefn-refused "_ZTV1B" "^virtual table$" } }
// C::get, now a wrapper, and its this-adjusting thunk stay in C::get's
// COMDAT group (GCC 13 and later took the wrapper out of it: "section
// type conflict").
// { dg-final { mergefn-comdat-member "_ZN1C3getEi" "_ZN1C3getEi" "virt-leaf" } }
// The thunk adjusts this by sizeof (Pad): 16 on LP64, 8 on ILP32.
// { dg-final { mergefn-comdat-member "_ZThn16_N1C3getEi" "_ZN1C3getEi" "virt-leaf" { target lp64 } } }
// { dg-final { mergefn-comdat-member "_ZThn8_N1C3getEi" "_ZN1C3getEi" "virt-leaf" { target ilp32 } } }
