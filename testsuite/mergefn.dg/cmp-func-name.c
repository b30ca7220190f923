/* Rule: __func__ is a static array of the function's own name, so two
   functions with the same text that use __func__ are different: merged,
   one would report the other's name.  who1/who2 return __func__ and
   tell1/tell2 copy it into a buffer; in both pairs each function refers
   to its own static array ("referenced symbol").  All four must stay
   apart.  c1/c2 use no name and
   must merge.  */
/* { dg-do run } */

volatile int in = 3;

#define NOINLINE __attribute__ ((noinline))

static const char * NOINLINE
who1 (void)
{
  return __func__;
}

static const char * NOINLINE
who2 (void)
{
  return __func__;
}

static void NOINLINE
tell1 (char *buf)
{
  __builtin_strcpy (buf, __func__);
}

static void NOINLINE
tell2 (char *buf)
{
  __builtin_strcpy (buf, __func__);
}

/* Positive control.  */
static int NOINLINE
c1 (int x)
{
  return x * x - 1;
}

static int NOINLINE
c2 (int x)
{
  return x * x - 1;
}

int
main (void)
{
  char b[8];
  if (__builtin_strcmp (who1 (), "who1") != 0
      || __builtin_strcmp (who2 (), "who2") != 0)
    __builtin_abort ();
  tell1 (b);
  if (__builtin_strcmp (b, "tell1") != 0)
    __builtin_abort ();
  tell2 (b);
  if (__builtin_strcmp (b, "tell2") != 0)
    __builtin_abort ();
  if (c1 (in) != 8 || c2 (in + 1) != 15)
    __builtin_abort ();
  return 0;
}

/* GCC 17 records that who1 and who2 return the address of their own
   __func__ (evrp: "Recording return range of who1/2: [prange] ... ->
   &__func__"), folds main's strcmp of it, and deletes the dead calls and
   then who1 and who2, before the pass: there only tell1/tell2 show the
   rule.  */
/* { dg-final { mergefn-differ "who1" "who2" "^referenced symbol$" { target gcc < 17 } } } */
/* { dg-final { mergefn-unsupported "who1/who2: GCC 17 folds their known return value and removes them before the pass" { target gcc >= 17 } } } */
/* The strcpy is folded into a store of the name itself on aarch64 (and
   others): then the first difference is that string.  */
/* { dg-final { mergefn-differ "tell1" "tell2" "^(referenced symbol|string constant)$" } } */
/* { dg-final { mergefn-not-merged "who1" } } */
/* { dg-final { mergefn-not-merged "who2" } } */
/* { dg-final { mergefn-not-merged "tell1" } } */
/* { dg-final { mergefn-not-merged "tell2" } } */
/* { dg-final { mergefn-merged "c2" "c1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
