/* Rule: static constructors and destructors are never merged (the
   runtime calls them by address, from .init_array/.fini_array), even
   when two of them are identical; each must still run exactly once.
   An equal ordinary pair merges (the control).  A destructor of higher
   priority number runs first, so the last one (priority 101) checks
   that both ordinary destructors ran.  */
/* { dg-do run } */

int ctors, dtors;

static void __attribute__ ((constructor))
ctor_a (void)
{
  ctors += 1;
}

static void __attribute__ ((constructor))
ctor_b (void)
{
  ctors += 1;
}

static void __attribute__ ((destructor))
dtor_a (void)
{
  dtors += 1;
}

static void __attribute__ ((destructor))
dtor_b (void)
{
  dtors += 1;
}

static void __attribute__ ((destructor (101)))
dtor_check (void)
{
  if (dtors != 2)
    __builtin_abort ();
}

static void __attribute__ ((noinline))
plain_a (void)
{
  ctors += 1;
}

static void __attribute__ ((noinline))
plain_b (void)
{
  ctors += 1;
}

int
main (void)
{
  if (ctors != 2 || dtors != 0)
    __builtin_abort ();
  plain_a ();
  plain_b ();
  if (ctors != 4)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-refused "ctor_a" "^static constructor or destructor$" } } */
/* { dg-final { mergefn-refused "ctor_b" "^static constructor or destructor$" } } */
/* { dg-final { mergefn-refused "dtor_a" "^static constructor or destructor$" } } */
/* { dg-final { mergefn-refused "dtor_b" "^static constructor or destructor$" } } */
/* { dg-final { mergefn-refused "dtor_check" "^static constructor or destructor$" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
