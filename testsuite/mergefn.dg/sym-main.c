/* Rule: main is never merged, not even with a function whose body is
   the same, and so never becomes an alias, a wrapper or a redirect
   target.  Its twins not_main (public) and not_main2 (static) merge with
   each other (the control), run from a constructor; main's address
   stays its own.  */
/* { dg-do run } */

int steps;

int __attribute__ ((noinline))
step (void)
{
  return ++steps;
}

int __attribute__ ((noinline))
not_main (void)
{
  if (step () > 100)
    __builtin_abort ();
  return step () & 0;
}

/* noinline like its twins, so that only the rule tells them apart.  */
int __attribute__ ((noinline))
main (void)
{
  if (step () > 100)
    __builtin_abort ();
  return step () & 0;
}

static int __attribute__ ((noinline))
not_main2 (void)
{
  if (step () > 100)
    __builtin_abort ();
  return step () & 0;
}

static void __attribute__ ((constructor))
run_twins (void)
{
  void *volatile pm = (void *) main;
  void *volatile pn = (void *) not_main;
  if (pm == pn)
    __builtin_abort ();
  if (not_main () != 0 || not_main2 () != 0 || steps != 4)
    __builtin_abort ();
}

/* { dg-final { mergefn-refused "main" "^main is never merged$" } } */
/* { dg-final { mergefn-not-merged "main" } } */
/* { dg-final { scan-mergefn-dump-not "-> main " } } */
/* { dg-final { mergefn-merged "not_main2" "not_main" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
