// Rule: member functions defined in the class (implicitly inline, one
// comdat group each) merge across classes like any inline function: a
// method that does not touch *this (the this pointers of two classes are
// equal as values) and static members merge; methods that read a member
// of their class through `this' access two different classes, so they
// merge only after their accesses through pointers are made
// may-alias-all ("tbaa" lines, doc/cxx.md "Aliasing").  Addresses of the
// static members are compared: they stay distinct (wrapper).
// { dg-do run }

// --- "header" ------------------------------------------------------------
struct Pa
{
  int v;
  __attribute__ ((noinline)) int calc (int x) const { return (x * 53 + 9) ^ (x >> 2); }
  __attribute__ ((noinline)) int get (int x) const { return v * x + 1; }
  static int stat (int x) { return (x * 59 - 3) ^ (x >> 1); }
};

struct Pb
{
  int v;
  __attribute__ ((noinline)) int calc (int x) const { return (x * 53 + 9) ^ (x >> 2); }
  __attribute__ ((noinline)) int get (int x) const { return v * x + 1; }
  static int stat (int x) { return (x * 59 - 3) ^ (x >> 1); }
};
// --- end of "header" -----------------------------------------------------

int (*volatile sa) (int) = Pa::stat;
int (*volatile sb) (int) = Pb::stat;
volatile int in = 12;

int
main ()
{
  int x = in;
  Pa a = { 3 };
  Pb b = { 4 };
  if (a.calc (x) != ((x * 53 + 9) ^ (x >> 2)) || b.calc (x + 1) != (((x + 1) * 53 + 9) ^ ((x + 1) >> 2)))
    __builtin_abort ();
  if (a.get (x) != 37 || b.get (x) != 49)
    __builtin_abort ();
  if (sa (x) != ((x * 59 - 3) ^ (x >> 1)) || sb (x) != sa (x) || sa == sb)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZNK2Pb4calcEi" "_ZNK2Pa4calcEi" "redirect" } }
// { dg-final { mergefn-merged "_ZN2Pb4statEi" "_ZN2Pa4statEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZNK2Pb3getEi" "_ZNK2Pa3getEi" "redirect" } }
// { dg-final { scan-mergefn-dump "^tbaa _ZNK2Pa3getEi: " } }
// { dg-final { scan-mergefn-dump "^tbaa _ZNK2Pb3getEi: " } }
// { dg-final { scan-mergefn-dump-not "^tbaa _ZNK2Pa4calcEi" } }
// { dg-final { scan-mergefn-dump-times "^merge " 3 } }
