/* Rule (merge-rules.md, "Attributes", always_inline): GCC must inline
   every call to an always_inline function and reports an error at any
   call it cannot inline.  A wrapper's call is never inlined, so an
   always_inline function is never the target of a wrapper's call (nor of
   a parameterised thunk's: the shared body keeps the attribute).  Such
   functions may still be aliases and have their callers redirected (the
   callers inline the survivor instead): see mergefn.lto/attr-always-inline.c,
   where callers in another unit exist.
     ai1, ai2: public (C99 external inline definitions), equal: their
       addresses both count, so no alias, and every call was inlined, so
       nothing to redirect; a wrapper would call ai1 and fail to compile
       ("inlining failed in call to 'always_inline'"): apart;
     plain: the same body without the attribute: differs in its
       declaration flags;
     ak1, ak2 (variant "os", -Os): equal but for a constant: no
       parameterised thunk may call a copy of them.  */
/* { dg-do run } */
/* { dg-mergefn-variant os "%flags% -Os" } */

volatile int in = 6;

#define BODY(k)							\
  {								\
    int s = 0;							\
    for (int i = 0; i < x; i++)					\
      s += (i ^ (k)) * (x + i) + (s >> 3);			\
    return s;							\
  }
#define REF(k, x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += (i_ ^ (k)) * ((x) + i_) + (s_ >> 3); s_; })

#define AI __attribute__ ((always_inline))

inline AI int ai1 (int x) BODY (5)
inline AI int ai2 (int x) BODY (5)
extern int ai1 (int), ai2 (int);

int plain (int x) BODY (5)

inline AI int ak1 (int x) BODY (9)
inline AI int ak2 (int x) BODY (11)
extern int ak1 (int), ak2 (int);

int
main (void)
{
  int x = in;
  if (ai1 (x) != REF (5, x) || ai2 (x + 1) != REF (5, x + 1)
      || plain (x + 2) != REF (5, x + 2))
    __builtin_abort ();
  if (ak1 (x) != REF (9, x) || ak2 (x) != REF (11, x))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-apart "ai2" "ai1" "^always_inline: a wrapper's call to it could not be inlined$" } } */
/* { dg-final { scan-mergefn-dump "^differ (plain a\[ik\]1|a\[ik\]1 plain): declaration flags" } } */
/* { dg-final { mergefn-not-merged "ai2" } } */
/* { dg-final { mergefn-not-merged "plain" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 0 } } */
/* { dg-final { scan-mergefn-dump "^apart ak2 a\[ik\]1: params: always_inline: a wrapper's call to it could not be inlined$" "os" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 0 "os" } } */
