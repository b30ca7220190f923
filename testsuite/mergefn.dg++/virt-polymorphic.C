// Rule (doc/cxx.md "Polymorphic classes"): a method of a polymorphic
// class whose `this' reaches a call devirtualization can reason about
// (here `this' goes to a function whose body GCC sees and which makes a
// virtual call on it) reads the dynamic type of this, so equal such
// methods of two classes stay apart ("polymorphic class"); within one
// class they may merge.  Controls: the same calling methods of one class
// (C::run and C::run2) merge, and leaf methods of the two classes merge;
// so do the deleting destructors, which call nothing GCC can see into
// (their member accesses through `this' made may-alias-all).  The vtables
// must still dispatch every call correctly.  (this-flow.C: which uses of
// `this' count.)
// { dg-do run }

struct Base
{
  virtual int run (int x) = 0;
  virtual int run2 (int x) = 0;
  virtual int leaf (int x) = 0;
  virtual ~Base () {}
};

__attribute__ ((noinline)) int
helper (Base *b, int x)
{
  return (x * 67 + 1) ^ (b->leaf (x) >> 2);
}

struct C : Base
{
  int run (int x) override { return helper (this, x) + 3; }
  int run2 (int x) override { return helper (this, x) + 3; }
  int leaf (int x) override { return (x * 71 + 2) ^ (x >> 1); }
};

struct D : Base
{
  int run (int x) override { return helper (this, x) + 3; }
  int run2 (int x) override { return helper (this, x) * 2; }
  int leaf (int x) override { return (x * 71 + 2) ^ (x >> 1); }
};

__attribute__ ((noinline)) Base *
make (int k)
{
  if (k)
    return new C;
  return new D;
}

volatile int in = 5;

int
main ()
{
  int x = in;
  Base *c = make (1), *d = make (0);
  int h = helper (c, x);
  if (c->run (x) != h + 3 || d->run (x) != h + 3)
    __builtin_abort ();
  if (c->run2 (x) != h + 3 || d->run2 (x) != 2 * h)
    __builtin_abort ();
  int l = (x * 71 + 2) ^ (x >> 1);
  if (c->leaf (x) != l || d->leaf (x) != l)
    __builtin_abort ();
  delete c;
  delete d;
  return 0;
}

// { dg-final { mergefn-differ "_ZN1C3runEi" "_ZN1D3runEi" "^polymorphic class$" } }
// { dg-final { mergefn-not-merged "_ZN1D3runEi" } }
// { dg-final { mergefn-merged "_ZN1C4run2Ei" "_ZN1C3runEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1D4leafEi" "_ZN1C4leafEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1DD0Ev" "_ZN1CD0Ev" "wrapper" } }
// { dg-final { scan-mergefn-dump "^tbaa _ZN1CD0Ev: " } }
// { dg-final { scan-mergefn-dump-times "^merge " 3 } }
