/* Rule: functions are equal only with equal target options
   (doc/total-order.md, "target options").  Under -flto each function
   keeps the target options of its unit: on arm, isa_a here (Debian's
   default Thumb-2) and isa_b in target-isa-xunit-aux2.c (-marm) have the
   same GIMPLE but are code for two instruction sets, so they stay apart;
   plain_a and plain_b, both Thumb, are the control (the aux unit is
   compiled with the test's flags).  LTO with a cross compiler.  */
/* { dg-do run } */
/* { dg-mergefn-target "arm*-*-*" "-marm against -mthumb is arm's" } */
/* { dg-additional-sources "target-isa-xunit-aux.c" } */
/* { dg-mergefn-object "target-isa-xunit-aux2.c" "%flags% -marm" } */

#define NOINLINE __attribute__ ((noinline))

NOINLINE int
isa_a (int x, int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    s += x * i + (s >> 3);
  return s;
}

NOINLINE int
plain_a (int x, int n)
{
  unsigned s = 1;
  for (int i = 0; i < n; i++)
    s = s * x - (s >> 3);
  return s;
}

extern int isa_b (int, int);
extern int plain_b (int, int);
int (*volatile fp[]) (int, int) = { isa_a, isa_b };

volatile int vx = 7, vn = 5;

int
main (void)
{
  int x = vx, n = vn;
  if (isa_a (x, n) != isa_b (x, n) || plain_a (x, n) != plain_b (x, n)
      || fp[0] (x, n) != fp[1] (x, n))
    __builtin_abort ();
  return 0;
}

/* GCC lays out an ARM function's type with ARM's alignment (4 bytes,
   Thumb's 2), which the comparator reaches first.  */
/* { dg-final { mergefn-differ "isa_a" "isa_b" "^(type alignment|target options)$" } } */
/* { dg-final { mergefn-not-merged "isa_a" } } */
/* { dg-final { mergefn-not-merged "isa_b" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
