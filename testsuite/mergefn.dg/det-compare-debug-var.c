/* Rule: variable merges never depend on debug information either
   (-fcompare-debug, with -g in the variant "g"): equal static tables
   alias, a realigned survivor, tables of addresses, and the readers of
   merged tables, which merge in the same round.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fcompare-debug" } */
/* { dg-mergefn-variant g "%flags% -g" } */

#include <stdint.h>

volatile int in = 2;

static const int ta[4] = { 1, 4, 9, 16 };
static const int tb[4] = { 1, 4, 9, 16 };
static const int tc[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };
static const int _Alignas (64) td[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };
static const char *const na[] = { "red", "green" };
static const char *const nb[] = { "red", "green" };

const int *volatile esc;

static int __attribute__ ((noinline))
read_a (int i)
{
  return ta[i] * 2 + tc[i];
}

static int __attribute__ ((noinline))
read_b (int i)
{
  return tb[i] * 2 + td[i];
}

static int __attribute__ ((noinline))
name_len (int t, int i)
{
  const char *s = t ? nb[i] : na[i];
  int n = 0;
  while (s[n])
    n++;
  return n;
}

int
main (void)
{
  int i = in;
  esc = tc;
  if ((uintptr_t) esc % 64 != 0)
    __builtin_abort ();
  if (read_a (i) != 23 || read_b (i + 1) != 39)
    __builtin_abort ();
  if (name_len (0, i - 1) != 5 || name_len (1, i - 2) != 3)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "tb" "ta" "alias" } } */
/* { dg-final { mergefn-merged "td" "tc" "alias" } } */
/* { dg-final { mergefn-merged "nb" "na" "alias" } } */
/* { dg-final { mergefn-merged "read_b" "read_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 } } */
/* { dg-final { mergefn-merged "td" "tc" "alias" "g" } } */
/* { dg-final { mergefn-merged "read_b" "read_a" "alias" "g" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 4 "g" } } */
