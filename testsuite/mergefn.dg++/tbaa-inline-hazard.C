// Rule: template instantiations over types that share a layout but not
// an alias set (Holder<int>::get, Holder<long>::get) merge, and the
// merged class's accesses through pointers then may alias anything
// (doc/cxx.md, plugin/tbaa.c).  Why it matters: here the survivor
// (Holder<int>::get, the smaller name) is inlined into code that stores
// through Holder<long>.  Were its load still typed Holder<int>, value
// numbering would reuse the value loaded before the store - the program
// would abort.  -fno-early-inlining keeps get() alive until IPA, where
// it is merged and then inlined.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fno-early-inlining" }

template <typename T> struct Holder { T *p; T *get () { return p; } };
long lv = 1, lw = 2;
int iv = 3;

__attribute__ ((noinline)) long *
swap_then_get (Holder<long> *a, Holder<long> *b, long *v)
{
  long *old = b->get ();
  a->p = v;
  long *now = b->get ();
  return old == now ? 0 : now;
}

__attribute__ ((noinline)) int *
get_int (Holder<int> *h)
{
  return h->get ();
}

int
main ()
{
  Holder<long> h = { &lw };
  Holder<int> hi = { &iv };
  if (swap_then_get (&h, &h, &lv) != &lv || *get_int (&hi) != 3)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZN6HolderIlE3getEv" "_ZN6HolderIiE3getEv" "redirect" } }
// { dg-final { scan-mergefn-dump "^tbaa _ZN6HolderIiE3getEv: " } }
// { dg-final { scan-mergefn-dump "^tbaa _ZN6HolderIlE3getEv: " } }
