/* Rule: merging never depends on debug information: -fcompare-debug
   compiles the unit again with -g toggled and compares the final code,
   so a decision (or an order of merging, or a survivor) that depends on
   -g fails here.  Functions merged in every way: aliases (a class of
   three), a wrapper, a redirect, and callers of merged functions that
   merge in turn.  Checked without -g, with -g (variant "g") and at -O3
   with -g (variant "o3g").  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fcompare-debug -fno-inline" } */
/* { dg-mergefn-variant g "%flags% -g" } */
/* { dg-mergefn-variant o3g "%mergefn% -O3 -fno-ipa-icf -fcompare-debug -g -fno-inline" } */

volatile int in = 6;

#define BODY(k)						\
  {							\
    int s = 0;						\
    for (int i = 0; i < x; i++)				\
      {							\
	int t = i * (k) + x;				\
	s += t > 10 ? t - 10 : t;			\
      }							\
    return s;						\
  }
#define REF(k, x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) { int t_ = i_ * (k) + (x); s_ += t_ > 10 ? t_ - 10 : t_; } s_; })

static int al_a (int x) BODY (2)
static int al_b (int x) BODY (2)
static int al_c (int x) BODY (2)
int wr_a (int x) BODY (3)
int wr_b (int x) BODY (3)

int
rd_a (int x)
{
  return x < 0 ? -x : x;
}

int
rd_b (int x)
{
  return x < 0 ? -x : x;
}

/* Equal once al_b and al_c are known equal to al_a.  */
static int
caller_b (int x)
{
  return al_b (x) * 3 + rd_a (x);
}

static int
caller_c (int x)
{
  return al_c (x) * 3 + rd_a (x);
}

int (*volatile pw) (int) = wr_b;
int (*volatile pr) (int) = rd_b;

int
main (void)
{
  int x = in;
  if (al_a (x) != REF (2, x) || al_b (x + 1) != REF (2, x + 1)
      || al_c (x + 2) != REF (2, x + 2))
    __builtin_abort ();
  if (wr_a (x) != REF (3, x) || pw (x + 1) != REF (3, x + 1))
    __builtin_abort ();
  if (rd_b (-x) != x || pr (-3) != 3)
    __builtin_abort ();
  if (caller_b (x) != REF (2, x) * 3 + x || caller_c (-x) != REF (2, -x) * 3 + x)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "al_b" "al_a" "alias" } } */
/* { dg-final { mergefn-merged "al_c" "al_a" "alias" } } */
/* { dg-final { mergefn-merged "wr_b" "wr_a" "wrapper" } } */
/* { dg-final { mergefn-merged "rd_b" "rd_a" "redirect" } } */
/* { dg-final { mergefn-merged "caller_c" "caller_b" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 5 } } */
/* { dg-final { mergefn-merged "al_c" "al_a" "alias" "g" } } */
/* { dg-final { mergefn-merged "wr_b" "wr_a" "wrapper" "g" } } */
/* { dg-final { mergefn-merged "rd_b" "rd_a" "redirect" "g" } } */
/* { dg-final { mergefn-merged "caller_c" "caller_b" "alias" "g" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 5 "g" } } */
/* { dg-final { mergefn-merged "al_c" "al_a" "alias" "o3g" } } */
/* { dg-final { mergefn-merged "wr_b" "wr_a" "wrapper" "o3g" } } */
