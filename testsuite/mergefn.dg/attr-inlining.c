/* Rule (merge-rules.md, "Attributes", noinline, noclone, flatten,
   gnu_inline): attributes that steer only GCC's inliner and cloner are
   compared (a function never merges with one whose attribute differs),
   and between functions that share one every kind of merge is safe,
   but for noinline: a noinline function is never made a wrapper (GCC's
   ICF rule: the user asked for a real call of a body that is there), and
   is merged by alias or by redirecting its callers only (attr-noinline.c
   for all its cases).  A wrapper's call to a noclone or flatten function
   is a normal call (flatten only fails, silently, to inline it), and the
   wrapper GCC may inline into callers is just a call to an equal
   function.  An extern inline (gnu_inline) body is never emitted, so it
   never takes part; a gnu_inline definition that is emitted is an
   ordinary function.
     n1, n2: noinline, public, called by main: main's call of n2 is
       redirected to n1, both symbols stay;
     nc1, nc2: noclone: wrapper;
     f1, f2: flatten: wrapper;            g1, g2: gnu_inline, emitted: wrapper;
     x1, x2: extern inline gnu_inline: never merged (their out-of-line
       definitions are in attr-inlining-aux.c);
     plain: the same body with none of them: differs from each.  */
/* { dg-do run } */
/* { dg-additional-sources "attr-inlining-aux.c" } */

volatile int in = 7;

#define BODY							\
  {								\
    int s = 0;							\
    for (int i = 0; i < x; i++)					\
      s += (i << 2) ^ (x + (s >> 5));				\
    return s;							\
  }
#define REF(x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += (i_ << 2) ^ ((x) + (s_ >> 5)); s_; })

__attribute__ ((noinline)) int n1 (int x) BODY
__attribute__ ((noinline)) int n2 (int x) BODY
__attribute__ ((noclone)) int nc1 (int x) BODY
__attribute__ ((noclone)) int nc2 (int x) BODY
__attribute__ ((flatten)) int f1 (int x) BODY
__attribute__ ((flatten)) int f2 (int x) BODY
__attribute__ ((gnu_inline)) inline int g1 (int x) BODY
__attribute__ ((gnu_inline)) inline int g2 (int x) BODY
extern __attribute__ ((gnu_inline)) inline int x1 (int x) BODY
extern __attribute__ ((gnu_inline)) inline int x2 (int x) BODY
int plain (int x) BODY

int (*volatile use[]) (int) = { x1, x2 };

int
main (void)
{
  int x = in, want = REF (x);
  if (n1 (x) != want || n2 (x) != want || nc1 (x) != want || nc2 (x) != want)
    __builtin_abort ();
  if (f1 (x) != want || f2 (x) != want || g1 (x) != want || g2 (x) != want)
    __builtin_abort ();
  if (x1 (x) != want || x2 (x) != want || use[0] (x) != want
      || use[1] (x) != want || plain (x) != want)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "n2" "n1" "redirect" } } */
/* { dg-final { mergefn-merged "nc2" "nc1" "wrapper" } } */
/* { dg-final { mergefn-merged "f2" "f1" "wrapper" } } */
/* { dg-final { mergefn-merged "g2" "g1" "wrapper" } } */
/* { dg-final { mergefn-not-merged "x1" } } */
/* { dg-final { mergefn-not-merged "x2" } } */
/* { dg-final { scan-mergefn-dump-not "^(refuse|differ|apart|merge) (.* )?x\[12\](:| |$)" } } */
/* { dg-final { mergefn-not-merged "plain" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
