/* Rule: bodies that differ only in the alias sets of their accesses
   through pointers merge in a non-LTO compilation, their pointer accesses
   relaxed to alias anything (plugin/tbaa.c); at WPA GCC's summaries come
   from compile time and cannot be made again from a changed body, so
   there these alias sets are compared strictly and such pairs stay apart
   (doc/cxx.md).  get_l here reads struct HL, get_i in xunit-tbaa-aux.c
   struct HI: same layout, different alias sets.  The link must not fail
   (relaxing a body at WPA crashed lto1), and the program must run right:
   were get_i the survivor, inlined into swap_then_get next to a store
   through struct HL with its load still typed struct HI, value numbering
   would reuse the value loaded before the store and the program would
   abort.  -fno-early-inlining keeps the getters alive until IPA.  */
/* { dg-do run } */
/* { dg-mergefn-target "lp64" "on ILP32 targets LTO gives int and long (one precision) one canonical type, so HL and HI share an alias set and merge rightly" } */
/* { dg-options "-O2 -fno-ipa-icf -flto -fno-early-inlining" } */
/* { dg-additional-sources "xunit-tbaa-aux.c" } */

struct HL { long *p; };
long lv = 1, lw = 2;

long *
get_l (struct HL *h)
{
  return h->p;
}

__attribute__ ((noinline)) long *
swap_then_get (struct HL *a, struct HL *b, long *v)
{
  long *old = get_l (b);
  a->p = v;
  long *now = get_l (b);
  return old == now ? 0 : now;
}

struct HI { int *p; };
extern int *get_int (struct HI *);
int iv = 3;

int
main (void)
{
  struct HL h = { &lw };
  struct HI hi = { &iv };
  if (swap_then_get (&h, &h, &lv) != &lv || *get_int (&hi) != 3)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "get_l" "get_i" "^alias set of access$" } } */
/* { dg-final { mergefn-not-merged "get_l" } } */
/* { dg-final { mergefn-not-merged "get_i" } } */
/* { dg-final { scan-mergefn-dump-not "^tbaa " } } */
