/* -fplugin-arg-mergefn-verify checks the comparator's order and the
   classes as the pass goes; a failed check is an error ("mergefn:
   verify: ...").  Several classes of equal and unequal functions so the
   checks have orders and classes to look at; the variant without verify
   must merge the same.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin=%plugin% -fplugin-arg-mergefn-verify -fplugin-arg-mergefn-dump" } */
/* { dg-mergefn-variant noverify "-fplugin=%plugin% -fplugin-arg-mergefn-dump -O2 -fno-ipa-icf" } */
/* { dg-bogus "verify" "no verify failure" { target *-*-* } 0 } */

#define ADD(name, k) \
  static int __attribute__ ((noinline)) name (int x) { return x + k; }
#define MUL(name, k) \
  static int __attribute__ ((noinline)) name (int x) { return x * k; }
#define LOOP(name, k) \
  static int __attribute__ ((noinline)) name (int x) \
  { int s = 0; for (int i = 0; i < x; i++) s += i * k; return s; }

ADD (a1, 1) ADD (a2, 1) ADD (a3, 2) ADD (a4, 1)
MUL (m1, 3) MUL (m2, 5) MUL (m3, 3)
LOOP (l1, 2) LOOP (l2, 2) LOOP (l3, 4)

int
main (void)
{
  if (a1 (1) != 2 || a2 (2) != 3 || a3 (3) != 5 || a4 (4) != 5)
    __builtin_abort ();
  if (m1 (2) != 6 || m2 (2) != 10 || m3 (3) != 9)
    __builtin_abort ();
  if (l1 (4) != 12 || l2 (3) != 6 || l3 (3) != 12)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "a2" "a1" "alias" } } */
/* { dg-final { mergefn-merged "a4" "a1" "alias" } } */
/* { dg-final { mergefn-merged "m3" "m1" "alias" } } */
/* { dg-final { mergefn-merged "l2" "l1" "alias" } } */
/* { dg-final { mergefn-not-merged "a3" } } */
/* { dg-final { mergefn-not-merged "m2" } } */
/* { dg-final { mergefn-not-merged "l3" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 "noverify" } } */
