/* Rule: functions that differ only in which variable with static storage
   they access directly (the base `tab' of `tab.code', `tab.last[i & 7]',
   `arr[i]', a whole variable) share one body that takes the variable's
   address as a parameter and accesses through it, with the variable's own
   type (doc/merge-rules.md, "Variables accessed directly").  The handler
   pattern: h_a .. h_d each update their own table, and differ in one
   integer constant too (2 parameters).  cnt_a/cnt_b use a scalar and an
   array of their own (2 parameters, both addresses).  A control:
   other_a/other_b access variables of two struct types with one layout,
   whose alias sets differ, and stay apart (the shared body would access
   both through the first's type).  main checks every value
   against a reference written through pointers.  -Os: parameterised
   merging is on.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

#include "params-handler-body.h"

static struct rec tab_a, tab_b, tab_c, tab_d;
HANDLER (h_a, tab_a, 1)
HANDLER (h_b, tab_b, 2)
HANDLER (h_c, tab_c, 3)
HANDLER (h_d, tab_d, 4)

int total_a, total_b;
unsigned hist_a[16], hist_b[16];

#define COUNTER(NAME, TOTAL, HIST)					\
  unsigned								\
  NAME (const int *v, int n)						\
  {									\
    unsigned m = 0;							\
    for (int i = 0; i < n; i++)						\
      {									\
	HIST[v[i] & 15]++;						\
	TOTAL += v[i];							\
	if (HIST[v[i] & 15] > m)					\
	  m = HIST[v[i] & 15];						\
      }									\
    return m * 1000 + (unsigned) TOTAL;					\
  }
COUNTER (cnt_a, total_a, hist_a)
COUNTER (cnt_b, total_b, hist_b)

struct one { int x; int y[6]; };
struct two { int x; int y[6]; };
struct one obj_one;
struct two obj_two;

#define OTHER(NAME, OBJ)						\
  int									\
  NAME (const int *v, int n)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	OBJ.x += v[i];							\
	OBJ.y[i % 6] ^= OBJ.x;						\
	if (OBJ.x > 1000)						\
	  OBJ.x -= 999;							\
      }									\
    return OBJ.x + OBJ.y[n % 6];					\
  }
OTHER (other_a, obj_one)
OTHER (other_b, obj_two)

int
main (void)
{
  static struct rec r[4];
  static const int v[9] = { 5, -3, 17, 8, 2, 40, -11, 6, 9 };
  int codes[4] = { 1, 2, 3, 4 };
  int (*h[4]) (const int *, int) = { h_a, h_b, h_c, h_d };
  struct rec *t[4] = { &tab_a, &tab_b, &tab_c, &tab_d };
  for (int round = 0; round < 3; round++)
    for (int k = 0; k < 4; k++)
      {
	int n = (round * 4 + k) % 9 + 1;
	if (h[k] (v, n) != ref_handler (&r[k], codes[k], v, n))
	  __builtin_abort ();
      }
  for (int k = 0; k < 4; k++)
    if (__builtin_memcmp (t[k], &r[k], sizeof r[k]) != 0)
      __builtin_abort ();

  unsigned ra = cnt_a (v, 9), rb = cnt_b (v + 2, 5);
  ra += cnt_a (v + 1, 4);
  if (ra != 5170u || rb != 2056u || total_a != 97 || total_b != 56
      || hist_a[9] != 1 || hist_b[8] != 2 || hist_b[9] != 0)
    __builtin_abort ();

  if (other_a (v, 9) != 100 || other_b (v, 7) != 60)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "h_a" "h_a" "2" } } */
/* { dg-final { mergefn-params "h_b" "h_a" "2" } } */
/* { dg-final { mergefn-params "h_c" "h_a" "2" } } */
/* { dg-final { mergefn-params "h_d" "h_a" "2" } } */
/* { dg-final { mergefn-params "cnt_a" "cnt_a" "2" } } */
/* { dg-final { mergefn-params "cnt_b" "cnt_a" "2" } } */
/* { dg-final { mergefn-not-merged "other_a" } } */
/* { dg-final { mergefn-not-merged "other_b" } } */
/* { dg-final { mergefn-apart "other_b" "other_a" "^params: alias set of accessed object$" } } */
