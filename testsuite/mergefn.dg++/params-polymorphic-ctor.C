// Rule (doc/cxx.md "Polymorphic classes", parameterised merging):
// constructors of two polymorphic classes, equal but for the vtable they
// store (and what it makes their virtual calls resolve to), share a body
// made with parameters: that body is no constructor and no method, so
// nothing is assumed of the dynamic type of the object it fills.  Each
// object must still dispatch to its own class, during construction
// and after.  Control: R's constructor, which does other work, stays
// apart.  The constructors are not noinline (a noinline function is never
// made a thunk): -fno-inline keeps main's calls out of line.
// { dg-do run }
// { dg-options "-Os -fno-ipa-icf -fno-inline" }

struct Base
{
  virtual int id () const = 0;
  virtual ~Base () {}
  int a[8];
  int seen;
};

__attribute__ ((noinline)) int
look (const Base *b)
{
  return b->id () * 1000 + b->a[3];
}

struct P final : Base
{
  P (int n)
  {
    for (int i = 0; i < 8; i++)
      a[i] = (n * (i + 3)) ^ (i << 2) ^ id ();
    seen = look (this) + (n >> 1) * 7;
  }
  int id () const override { return 1; }
};

struct Q final : Base
{
  Q (int n)
  {
    for (int i = 0; i < 8; i++)
      a[i] = (n * (i + 3)) ^ (i << 2) ^ id ();
    seen = look (this) + (n >> 1) * 7;
  }
  int id () const override { return 2; }
};

struct R final : Base
{
  R (int n)
  {
    for (int i = 0; i < 8; i++)
      a[i] = (n * (i + 5)) - (i << 3) - id ();
    seen = look (this) - (n >> 2) * 9;
  }
  int id () const override { return 3; }
};

volatile int in = 11;

static int
want_a (int n, int i, int id)
{
  return (n * (i + 3)) ^ (i << 2) ^ id;
}

int
main ()
{
  int n = in;
  P p (n);
  Q q (n);
  R r (n);
  Base *b[3] = { &p, &q, &r };
  for (int k = 0; k < 2; k++)
    {
      if (b[k]->id () != k + 1)
	__builtin_abort ();
      for (int i = 0; i < 8; i++)
	if (b[k]->a[i] != want_a (n, i, k + 1))
	  __builtin_abort ();
      if (b[k]->seen != (k + 1) * 1000 + want_a (n, 3, k + 1) + (n >> 1) * 7)
	__builtin_abort ();
    }
  if (r.id () != 3 || r.seen != 3000 + (n * 8 - 24 - 3) - (n >> 2) * 9)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-params "_ZN1PC2Ei" "_ZN1QC2Ei" "2" } }
// { dg-final { mergefn-params "_ZN1QC2Ei" "_ZN1QC2Ei" "2" } }
// { dg-final { mergefn-not-merged "_ZN1RC2Ei" } }
