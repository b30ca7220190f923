// Rule: parameterised merging never depends on debug information, for
// C++ too.  -fcompare-debug compiles the unit again with -g toggled and
// compares the final code.  Methods of two final polymorphic classes
// share a body made no method (doc/cxx.md "Polymorphic classes"): with
// -g the shared body gets debug information of its own, which must not
// change what merges or the code.  -O2 with parameterised merging,
// without -g and with it (variant "g").
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fcompare-debug -fplugin-arg-mergefn-params" }
// { dg-mergefn-variant g "%flags% -g" }

struct Base
{
  virtual int run (int x) = 0;
  virtual int scaled (int x) = 0;
  virtual int leaf (int x) = 0;
  virtual ~Base () {}
  int k = 3;
};

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
  int leaf (int x) override { return (x * 71 + 2) ^ (x >> 1); }
};

struct D final : Base
{
  int run (int x) override { return mix (helper (this, x), x) * 5 + 17; }
  int scaled (int x) override { return mix (helper (this, x + 1), x) * 9 + 5; }
  int leaf (int x) override { return (x * 71 + 3) ^ (x >> 2); }
};

__attribute__ ((noinline)) Base *
make (int which)
{
  if (which)
    return new C;
  return new D;
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
  delete c;
  delete d;
  return 0;
}

// { dg-final { mergefn-params "_ZN1D3runEi" "_ZN1C3runEi" "0" } }
// { dg-final { mergefn-params "_ZN1D6scaledEi" "_ZN1C6scaledEi" "1" } }
// { dg-final { mergefn-params "_ZN1D3runEi" "_ZN1C3runEi" "0" "g" } }
// { dg-final { mergefn-params "_ZN1D6scaledEi" "_ZN1C6scaledEi" "1" "g" } }
