/* Rule: bodies that differ only in the alias sets of their accesses
   through pointers merge, and the merged class's pointer accesses then
   may alias anything (plugin/tbaa.c, doc/total-order.md), across units
   at WPA too.  get_l here reads struct HL, get_i in xunit-tbaa-aux.c
   struct HI: same layout, different alias sets.  Why it matters: the
   survivor, inlined into swap_then_get next to a store through struct
   HL, must not keep a load typed struct HI, or value numbering would
   reuse the value loaded before the store and the program would abort.
   -fno-early-inlining keeps the getters alive until IPA, where they are
   merged and then inlined.  */
/* { dg-do run } */
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

/* { dg-final { scan-mergefn-dump "^merge (get_i -> get_l|get_l -> get_i) " } } */
/* { dg-final { scan-mergefn-dump "^tbaa get_l: " } } */
/* { dg-final { scan-mergefn-dump "^tbaa get_i: " } } */
