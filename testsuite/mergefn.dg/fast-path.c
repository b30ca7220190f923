/* Rule: without a dump the pass completes only the bodies that may have
   a twin (pass.c: a shape no other body has, then a hash or callee
   classes no other has, leave a body out), and what merges must not
   depend on it.  This unit is compiled without the dump (the test's own
   object, which runs and writes the report) and with it (variant
   "dumped"): the objects are byte-identical, and both merge the same.
   It has an identical pair, their callers (equal once the pair is one
   class), a near miss by one constant, twins refused only when their
   operands are read (a label's address), and a body of its own shape.  */
/* { dg-do run } */
/* { dg-mergefn-no-plugin } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin=%plugin% -fplugin-arg-mergefn-verify -fplugin-arg-mergefn-report=%report%" } */
/* { dg-mergefn-variant dumped "-O2 -fno-ipa-icf %mergefn%" } */

volatile int in = 5;

static int __attribute__ ((noinline))
leaf1 (int x)
{
  return x * 7 + 3;
}

static int __attribute__ ((noinline))
leaf2 (int x)
{
  return x * 7 + 3;
}

static int __attribute__ ((noinline))
caller1 (int x)
{
  return leaf1 (x) - leaf1 (x + 1);
}

static int __attribute__ ((noinline))
caller2 (int x)
{
  return leaf2 (x) - leaf2 (x + 1);
}

static int __attribute__ ((noinline))
near1 (int x)
{
  return x * 11 + 3;
}

static int __attribute__ ((noinline))
near2 (int x)
{
  return x * 13 + 3;
}

static int __attribute__ ((noinline))
jump1 (int x)
{
  void *where = x > 0 ? &&pos : &&neg;
  goto *where;
pos:
  return x + 100;
neg:
  return x - 100;
}

static int __attribute__ ((noinline))
jump2 (int x)
{
  void *where = x > 0 ? &&pos : &&neg;
  goto *where;
pos:
  return x + 100;
neg:
  return x - 100;
}

static int __attribute__ ((noinline))
alone (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    switch (i % 3)
      {
      case 0: s += i; break;
      case 1: s ^= i; break;
      default: s -= 1;
      }
  return s;
}

int
main (void)
{
  int x = in;
  if (caller1 (x) != -7 || caller2 (x) != -7)
    __builtin_abort ();
  if (near1 (x) != 58 || near2 (x) != 68)
    __builtin_abort ();
  if (jump1 (x) != 105 || jump2 (-x) != -105)
    __builtin_abort ();
  if (alone (x) != 7)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-same-object "fast-path" "dumped" } } */
/* { dg-final { scan-mergefn-report-times "\"kind\": \"function\"" 2 } } */
/* { dg-final { scan-mergefn-report "\"function\": \"leaf2\", \"into\": \"leaf1\", " } } */
/* { dg-final { scan-mergefn-report "\"function\": \"caller2\", \"into\": \"caller1\", " } } */
/* { dg-final { mergefn-merged "leaf2" "leaf1" "" "dumped" } } */
/* { dg-final { mergefn-merged "caller2" "caller1" "" "dumped" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 "dumped" } } */
/* { dg-final { mergefn-differ "near1" "near2" "^constant$" "dumped" } } */
/* { dg-final { mergefn-refused "jump2" "label" "dumped" } } */
/* { dg-final { mergefn-not-merged "alone" "dumped" } } */
