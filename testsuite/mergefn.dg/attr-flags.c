/* Rule (merge-rules.md, "Attributes", cold, hot, noreturn, const, pure,
   leaf): attributes that tell callers what to assume of a call are
   compared (never merged with a function that differs in one: callers of
   the survivor would assume what the other's never promised), and
   between functions that share one every kind of merge is safe: the
   survivor keeps the same promises, and a wrapper keeps them too (it
   does nothing but call the survivor).  cmp-attr-flags.c and
   cmp-attr-misc.c have the aliases of const, pure, cold; here each pair
   is public (a wrapper) and differs from plain:
     k: cold   h: hot   c: const   p: pure   l: leaf
     d1, d2: noreturn (they exit); dn: the same without noreturn.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile int in = 5;
int g = 3;

#define BODY							\
  {								\
    int s = g;							\
    for (int i = 0; i < x; i++)					\
      s += (i * x) ^ (s >> 2);					\
    return s;							\
  }
#define CBODY							\
  {								\
    int s = 3;							\
    for (int i = 0; i < x; i++)					\
      s += (i * x) ^ (s >> 2);					\
    return s;							\
  }
#define PAIR(p, attr, body)					\
  __attribute__ ((attr)) int p##1 (int x) body			\
  __attribute__ ((attr)) int p##2 (int x) body

PAIR (k, cold, BODY)
PAIR (h, hot, BODY)
PAIR (p, pure, BODY)
PAIR (l, leaf, BODY)
PAIR (c, const, CBODY)
int plain (int x) BODY
int cplain (int x) CBODY

#define DBODY							\
  {								\
    volatile int s = 0;						\
    for (int i = 0; i < x; i++)					\
      s += i;							\
    __builtin_exit (s == x * (x - 1) / 2 ? 0 : 1);		\
  }
__attribute__ ((noreturn)) void d1 (int x) DBODY
__attribute__ ((noreturn)) void d2 (int x) DBODY
void dn (int x) DBODY

int
main (void)
{
  int x = in;
  int want = plain (x);
  if (k1 (x) != want || k2 (x) != want || h1 (x) != want || h2 (x) != want
      || p1 (x) != want || p2 (x) != want || l1 (x) != want || l2 (x) != want)
    __builtin_abort ();
  if (c1 (x) != cplain (x) || c2 (x) != cplain (x))
    __builtin_abort ();
  if (x == 12345)
    {
      d1 (x);
      dn (x);
    }
  d2 (x);
}

/* { dg-final { mergefn-merged "k2" "k1" "wrapper" } } */
/* { dg-final { mergefn-merged "h2" "h1" "wrapper" } } */
/* { dg-final { mergefn-merged "p2" "p1" "wrapper" } } */
/* { dg-final { mergefn-merged "l2" "l1" "wrapper" } } */
/* { dg-final { mergefn-merged "c2" "c1" "wrapper" } } */
/* { dg-final { mergefn-merged "d2" "d1" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 6 } } */
/* { dg-final { mergefn-not-merged "plain" } } */
/* { dg-final { mergefn-not-merged "cplain" } } */
/* { dg-final { mergefn-not-merged "dn" } } */
/* { dg-final { scan-mergefn-dump "^differ (dn d1|d1 dn): function flags" } } */
/* Each class differs from its neighbour in the sorted order (plain,
   cplain, dn among them) in its flags or attributes.  */
/* { dg-final { scan-mergefn-dump-times "^differ (\[a-z\]1|c?plain) (\[a-z\]1|c?plain): (function flags|attributes)" 5 } } */
