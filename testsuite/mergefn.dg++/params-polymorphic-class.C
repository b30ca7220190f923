// Rule (doc/cxx.md "Polymorphic classes", parameterised merging): equal
// methods of two polymorphic classes whose `this' reaches a virtual call
// stay apart in identical merging (its survivor is a method of one of
// them), but may share a body made with parameters: that body is no
// method of any class, so GCC's devirtualizer takes nothing for the
// dynamic type of its first parameter.  C and D are final; had the
// shared body stayed a method of C, the devirtualizer could resolve
// helper's virtual call to C::leaf for D's objects too (D::leaf differs).
// Merged: C::run with D::run (no constant differs, only the class) and
// C::scaled with D::scaled (their constant differs).  Apart: E::bump and
// F::bump, whose virtual calls on `this' name their own classes
// ("virtual call class").
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-params" }

struct Base
{
  virtual int run (int x) = 0;
  virtual int scaled (int x) = 0;
  virtual int bump (int x) = 0;
  virtual int leaf (int x) = 0;
  virtual ~Base () {}
  int k = 3;
};

// Inlined everywhere: enough work that a shared body pays.
static inline int
mix (int h, int x)
{
  for (int i = 0; i < 4; i++)
    h = (h ^ (x * (i + 91))) * 3 + (h >> 3);
  return h;
}

static int
helper (Base *b, int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (b->leaf (i) ^ (i * 37)) + b->k;
  return s;
}

struct C final : Base
{
  int run (int x) override { return mix (helper (this, x), x) * 5 + 17; }
  int scaled (int x) override { return mix (helper (this, x + 1), x) * 7 + 5; }
  int bump (int x) override { return leaf (x) * 3; }
  int leaf (int x) override { return (x * 71 + 2) ^ (x >> 1); }
};

struct D final : Base
{
  int run (int x) override { return mix (helper (this, x), x) * 5 + 17; }
  int scaled (int x) override { return mix (helper (this, x + 1), x) * 9 + 5; }
  int bump (int x) override { return leaf (x) * 3; }
  int leaf (int x) override { return (x * 71 + 3) ^ (x >> 2); }
};

// Not final: the virtual calls on `this' stay virtual, each naming its
// own class.
struct E : Base
{
  int run (int x) override { return x; }
  int scaled (int x) override { return x; }
  int bump (int x) override { return mix (leaf (x), x) * 3; }
  int leaf (int x) override { return (x * 71 + 2) ^ (x >> 1); }
};

struct F : Base
{
  int run (int x) override { return x; }
  int scaled (int x) override { return x; }
  int bump (int x) override { return mix (leaf (x), x) * 3; }
  int leaf (int x) override { return (x * 71 + 3) ^ (x >> 2); }
};

__attribute__ ((noinline)) Base *
make (int which)
{
  switch (which)
    {
    case 0: return new D;
    case 1: return new C;
    case 2: return new E;
    default: return new F;
    }
}

// Direct calls, which the caller may inline: the thunks.
__attribute__ ((noinline)) int
direct (int x)
{
  C c;
  D d;
  return c.run (x) - d.run (x) + c.scaled (x) - d.scaled (x);
}

static int
expect_helper (int leaf_add, int shift, int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += ((((i * 71 + leaf_add) ^ (i >> shift))) ^ (i * 37)) + 3;
  return s;
}

volatile int in = 9;

int
main ()
{
  int x = in;
  Base *c = make (1), *d = make (0);
  int hc = expect_helper (2, 1, x), hd = expect_helper (3, 2, x);
  if (c->run (x) != mix (hc, x) * 5 + 17 || d->run (x) != mix (hd, x) * 5 + 17)
    __builtin_abort ();
  int hc1 = expect_helper (2, 1, x + 1), hd1 = expect_helper (3, 2, x + 1);
  if (c->scaled (x) != mix (hc1, x) * 7 + 5
      || d->scaled (x) != mix (hd1, x) * 9 + 5)
    __builtin_abort ();
  if (direct (x) != (mix (hc, x) - mix (hd, x)) * 5
		    + mix (hc1, x) * 7 - mix (hd1, x) * 9)
    __builtin_abort ();
  Base *e = make (2), *f = make (3);
  if (e->bump (x) != mix ((x * 71 + 2) ^ (x >> 1), x) * 3
      || f->bump (x) != mix ((x * 71 + 3) ^ (x >> 2), x) * 3)
    __builtin_abort ();
  delete c;
  delete d;
  delete e;
  delete f;
  return 0;
}

// { dg-final { mergefn-differ "_ZN1C3runEi" "_ZN1D3runEi" "^polymorphic class$" } }
// { dg-final { mergefn-params "_ZN1C3runEi" "_ZN1C3runEi" "0" } }
// { dg-final { mergefn-params "_ZN1D3runEi" "_ZN1C3runEi" "0" } }
// { dg-final { mergefn-params "_ZN1C6scaledEi" "_ZN1C6scaledEi" "1" } }
// { dg-final { mergefn-params "_ZN1D6scaledEi" "_ZN1C6scaledEi" "1" } }
// { dg-final { mergefn-differ "_ZN1E4bumpEi" "_ZN1F4bumpEi" "^virtual call class$" } }
// { dg-final { mergefn-not-merged "_ZN1E4bumpEi" } }
// { dg-final { mergefn-not-merged "_ZN1F4bumpEi" } }
