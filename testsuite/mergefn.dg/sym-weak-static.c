/* Rule: a weak function equal to a static one: the static one survives
   (it cannot be interposed, and nobody observes its address), and the
   weak one may become an alias of it, a weak symbol on the same code.
   The weak symbol must stay overridable: sym-weak-static-aux.c
   (compiled without the plugin) overrides it, and then every call to
   the weak function, also from this unit, reaches the override, while
   the static function keeps its body.  -fexceptions and a callee in
   another unit keep the two functions' flags equal.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fexceptions" } */
/* { dg-mergefn-object "sym-weak-static-aux.c" "-O2" } */

extern int tick (int);

volatile int in = 4;

#define BODY						\
  {							\
    int s = 2;						\
    for (int i = 0; i < x; i++)				\
      s = s * 4 - tick (i);				\
    return s;						\
  }
#define REF(x) ({ int s_ = 2; for (int i_ = 0; i_ < (x); i_++) s_ = s_ * 4 - (i_ + 9); s_; })

static int __attribute__ ((noinline)) kept (int x) BODY
int __attribute__ ((noinline, weak)) overridden (int x) BODY

int __attribute__ ((noinline))
call_kept (int x)
{
  return kept (x) + 1;
}

int __attribute__ ((noinline))
call_overridden (int x)
{
  return overridden (x) + 1;
}

int
main (void)
{
  int x = in;
  int (*volatile p) (int) = overridden;
  if (overridden (x) != 1000 * x || p (x) != 1000 * x
      || call_overridden (x) != 1000 * x + 1)
    __builtin_abort ();
  if (kept (x) != REF (x) || call_kept (x) != REF (x) + 1)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "overridden" "kept" "alias" } } */
/* { dg-final { mergefn-not-merged "call_overridden" } } */
/* { dg-final { mergefn-not-merged "call_kept" } } */
