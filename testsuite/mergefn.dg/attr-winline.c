/* Rule (merge-rules.md, "Attributes", -Winline): with -Winline, GCC warns
   about each call to a function declared inline that it does not
   inline, and a wrapper's call is never inlined: with the plugin, a
   valid program compiled with -Winline -Werror failed ("inlining failed
   in call to 'i1': function not inlinable", at a call the plugin made).
   So no wrapper calls a function declared inline while -Winline is on.
     i1, i2: public inline definitions (C99), equal: apart;
     s1, s2: static inline, equal, not address-taken: alias (no call);
     n1, n2: public, not declared inline: wrapper, as always.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -Winline -Werror" } */

volatile int in = 6;

#define BODY(k)							\
  {								\
    int s = 0;							\
    for (int i = 0; i < x; i++)					\
      s += (i - (k)) * (x | i) + (s >> 6);			\
    return s;							\
  }

inline int i1 (int x) BODY (4)
inline int i2 (int x) BODY (4)
extern int i1 (int), i2 (int);
static inline int s1 (int x) BODY (6)
static inline int s2 (int x) BODY (6)
int n1 (int x) BODY (8)
int n2 (int x) BODY (8)

int (*volatile pick) (int) = i1;
/* n1 and n2 are called through these, so that their calls stay out of
   line without noinline (which would keep n2 from becoming a wrapper)
   or -fno-inline (which -Winline reports for i1, i2, s1 and s2).  */
int (*volatile pn1) (int) = n1;
int (*volatile pn2) (int) = n2;

int
main (void)
{
  int x = in;
  if (i1 (x) != i2 (x) || pick (x) != i2 (x))
    __builtin_abort ();
  if (s1 (x) + s2 (x + 1) == 12345)
    __builtin_abort ();
  if (pn1 (x) != pn2 (x))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-apart "i2" "i1" "^-Winline: a wrapper's call to an inline function would warn$" } } */
/* { dg-final { mergefn-not-merged "i2" } } */
/* { dg-final { mergefn-merged "n2" "n1" "wrapper" } } */
