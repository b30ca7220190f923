/* Rule: parameterised merging never depends on debug information.
   -fcompare-debug compiles the unit again with -g toggled and compares
   the final code, so a decision that reads -g (a size estimate, which
   members a group keeps, the order of the added parameters, the shared
   body's name) fails here.  The rules of issue 27, each with a class:
   handlers that differ in the variable they access directly and in a
   constant (h_a .. h_d), large bodies whose thunks pass arguments on the
   stack (big_a, big_b), small bodies called only through their address
   (op_a .. op_f).  -Os without -g, with -g (variant "g"), and -O2 with
   parameterised merging and -g (variant "o2g").  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fcompare-debug -fno-inline" } */
/* { dg-mergefn-variant g "%flags% -g" } */
/* { dg-mergefn-variant o2g "%mergefn% -O2 -fno-ipa-icf -fcompare-debug -g -fplugin-arg-mergefn-params -fno-inline" } */

#include "params-handler-body.h"
#include "params-stack-body.h"

static struct rec tab_a, tab_b, tab_c, tab_d;
HANDLER (h_a, tab_a, 1)
HANDLER (h_b, tab_b, 2)
HANDLER (h_c, tab_c, 3)
HANDLER (h_d, tab_d, 4)

BIG (, big_a, 3, 10)
BIG (, big_b, 5, 20)

typedef int (*op_fn) (int, int);
#define OP(NAME, K)							\
  static int NAME (int x, int y)					\
  {									\
    return ((x * K) ^ (y >> 3)) + (x & 0x5a5) * (y | K);		\
  }
OP (op_a, 3)
OP (op_b, 5)
OP (op_c, 7)
OP (op_d, 11)
OP (op_e, 13)
OP (op_f, 17)
op_fn table[] = { op_a, op_b, op_c, op_d, op_e, op_f };
static int ks[] = { 3, 5, 7, 11, 13, 17 };

int data[9] = { 4, -7, 19, 23, 8, -2, 11, 5, 30 };
volatile int in_x = 1234, in_y = 987;

int
main (void)
{
  struct rec r[4] = { { 0 } };
  int (*hs[4]) (const int *, int) = { h_a, h_b, h_c, h_d };
  for (int round = 0; round < 3; round++)
    for (int h = 0; h < 4; h++)
      if (hs[h] (data, 9 - round) != ref_handler (&r[h], h + 1, data, 9 - round))
	__builtin_abort ();
  if (tab_a.sum != r[0].sum || tab_d.count != r[3].count || tab_c.last[5] != r[2].last[5])
    __builtin_abort ();

  for (int b = 0; b < 30; b += 7)
    if (big_a (data, 9, 1, b, 3) != ref_big (data, 9, 3, 10, 1, b, 3)
	|| big_b (data, 9, 1, b, 3) != ref_big (data, 9, 5, 20, 1, b, 3))
      __builtin_abort ();

  int x = in_x, y = in_y;
  for (int i = 0; i < 6; i++)
    if (table[i] (x, y) != (((x * ks[i]) ^ (y >> 3)) + (x & 0x5a5) * (y | ks[i])))
      __builtin_abort ();
  return 0;
}
/* { dg-final { mergefn-params "h_d" "h_a" "2" } } */
/* { dg-final { mergefn-params "big_a" "big_b" "2" } } */
/* { dg-final { mergefn-params "op_f" "op_a" "1" } } */
/* { dg-final { scan-mergefn-dump-times "^merge \\S+ -> \\S+ \\(params, \[0-9\]+ added\\)$" 12 } } */
/* { dg-final { mergefn-params "h_d" "h_a" "2" "g" } } */
/* { dg-final { mergefn-params "big_a" "big_b" "2" "g" } } */
/* { dg-final { mergefn-params "op_f" "op_a" "1" "g" } } */
/* { dg-final { scan-mergefn-dump-times "^merge \\S+ -> \\S+ \\(params, \[0-9\]+ added\\)$" 12 "g" } } */
/* { dg-final { mergefn-params "h_d" "h_a" "2" "o2g" } } */
/* { dg-final { mergefn-params "big_a" "big_b" "2" "o2g" } } */
/* { dg-final { mergefn-params "op_f" "op_a" "1" "o2g" } } */
/* { dg-final { scan-mergefn-dump-times "^merge \\S+ -> \\S+ \\(params, \[0-9\]+ added\\)$" 12 "o2g" } } */
