// Rule (doc/cxx.md "Polymorphic classes", constraint 3): constructors of
// polymorphic classes store their own class's vtable pointer, and
// devirtualization reads the dynamic type they set up, so equal-looking
// constructors of two polymorphic classes stay apart (here their vtable
// stores differ: "referenced symbol").  A base destructor (D2) whose
// vtable store GCC removed and that makes no calls has nothing
// type-dependent left: V1's and V2's merge, after their accesses to
// members through `this' are made may-alias-all ("tbaa").  The deleting
// (D0), complete (D1) and base (D2) destructors must each run exactly
// once per object, through base pointers and directly; the deleting
// destructors merge as well.  Controls: the
// leaf virtual methods of the two classes merge, and so do the
// constructors of the non-polymorphic P, Q.  None of them is noinline (a
// noinline function is never made a wrapper): -fno-inline keeps the
// calls out of line, and VB's destructor is always_inline, which
// -fno-inline still inlines, so that V1's and V2's base destructors lose
// their vtable stores as before.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fno-inline" }

int ctors, dtors, base_dtors;

struct VB
{
  virtual int v (int x) { return x; }
  __attribute__ ((always_inline)) virtual ~VB () { base_dtors++; }
};

struct V1 : VB
{
  V1 () { ctors += 7; }
  ~V1 () { dtors += 11; }
  int v (int x) override { return (x * 73 + 5) ^ (x >> 2); }
};

struct V2 : VB
{
  V2 () { ctors += 7; }
  ~V2 () { dtors += 11; }
  int v (int x) override { return (x * 73 + 5) ^ (x >> 2); }
};

struct P { P () { ctors += 1000; } };
struct Q { Q () { ctors += 1000; } };

__attribute__ ((noinline)) VB *
make (int k)
{
  if (k)
    return new V1;
  return new V2;
}

volatile int in = 3;

int
main ()
{
  int x = in;
  VB *a = make (1), *b = make (0);
  if (ctors != 14)
    __builtin_abort ();
  int want = (x * 73 + 5) ^ (x >> 2);
  if (a->v (x) != want || b->v (x) != want)
    __builtin_abort ();
  delete a;	// D0 through the base
  delete b;
  if (dtors != 22 || base_dtors != 2)
    __builtin_abort ();
  {
    V1 s1;	// D1
    V2 s2;
    if (s1.v (x) != want || ctors != 28)
      __builtin_abort ();
  }
  if (dtors != 44 || base_dtors != 4)
    __builtin_abort ();
  VB *arr = new V1[2];
  delete[] static_cast<V1 *> (arr);
  if (ctors != 42 || dtors != 66 || base_dtors != 6)
    __builtin_abort ();
  P p;
  Q q;
  if (ctors != 2042)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-differ "_ZN2V1C2Ev" "_ZN2V2C2Ev" "^referenced symbol$" } }
// { dg-final { mergefn-not-merged "_ZN2V2C2Ev" } }
// { dg-final { mergefn-not-merged "_ZN2V1C2Ev" } }
// { dg-final { mergefn-merged "_ZN2V2D2Ev" "_ZN2V1D2Ev" "wrapper" } }
// { dg-final { scan-mergefn-dump "^tbaa _ZN2V1D2Ev: " } }
// The deleting destructors pass `this' only to the base destructor (which
// does nothing with it GCC could type) and to operator delete: they merge
// too (this-flow.C).  Not on arm, whose C++ ABI has destructors return
// `this': the deleting destructor passes the base destructor's result on,
// a flow the plugin does not follow, and refuses (a missed merge).
// { dg-final { mergefn-merged "_ZN2V2D0Ev" "_ZN2V1D0Ev" "wrapper" { target ! arm*-*-* } } }
// { dg-final { mergefn-differ "_ZN2V1D0Ev" "_ZN2V2D0Ev" "^polymorphic class$" { target arm*-*-* } } }
// { dg-final { mergefn-merged "_ZN2V21vEi" "_ZN2V11vEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1QC2Ev" "_ZN1PC2Ev" } }
// { dg-final { scan-mergefn-dump-times "^merge " 4 { target ! arm*-*-* } } }
// { dg-final { scan-mergefn-dump-times "^merge " 3 { target arm*-*-* } } }
