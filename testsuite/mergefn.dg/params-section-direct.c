/* Rule: in code the user placed in a section of its own, parameterised
   merging passes only integer and floating constants: a differing callee
   stays a direct call and a differing address stays a constant (a
   kernel's .head.text runs before it is mapped where it was linked, where
   a thunk's absolute address is wrong; its .noinstr.text may call
   nothing indirectly).  In mf_sec: call_a/call_b (callee), addr_a/addr_b
   (a table's address, passed to pick) stay apart, num_a/num_b (an integer) share a
   body.  The same callee pair in .text (tcall_a, tcall_b) shares one:
   the control.  -Os: parameterised merging is on.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

#define SEC __attribute__ ((section ("mf_sec")))
#define TXT

volatile int in = 7;
int tab_a[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
int tab_b[8] = { 8, 7, 6, 5, 4, 3, 2, 1 };

TXT int step_a (int x) { return x * 3 + in; }
TXT int step_b (int x) { return x * 5 - in; }

#define CALL(NAME, ATTR, F)						\
  ATTR int NAME (const int *p, int n)					\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	s = s * 3 + F (p[i & 7]);					\
	if (s > 100000)							\
	  s %= 9973;							\
      }									\
    return s;								\
  }
CALL (call_a, SEC, step_a)
CALL (call_b, SEC, step_b)
CALL (tcall_a, TXT, step_a)
CALL (tcall_b, TXT, step_b)

TXT int pick (const int *t, int i) { return t[i & 7]; }

#define ADDR(NAME, T)							\
  SEC int NAME (int n)							\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	s = s * 3 + pick (T, i);					\
	if (s > 100000)							\
	  s %= 9973;							\
	if ((s & 15) == 3)						\
	  s ^= pick (T, i * 5);						\
      }									\
    return s;								\
  }
ADDR (addr_a, tab_a)
ADDR (addr_b, tab_b)

#define NUM(NAME, K)							\
  SEC int NAME (const int *p, int n)					\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	s = s * (K) + p[i & 7];						\
	if (s > 100000)							\
	  s %= 9973;							\
	if ((s & 15) == 3)						\
	  s ^= p[(i * 5) & 7];						\
      }									\
    return s;								\
  }
NUM (num_a, 3)
NUM (num_b, 5)

static int
ref_call (const int *p, int n, int k)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int x = p[i & 7];
      s = s * 3 + (k == 3 ? x * 3 + in : x * 5 - in);
      if (s > 100000)
	s %= 9973;
    }
  return s;
}

static int
ref_num (const int *p, int n, int k)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s = s * k + p[i & 7];
      if (s > 100000)
	s %= 9973;
      if ((s & 15) == 3)
	s ^= p[(i * 5) & 7];
    }
  return s;
}

int
main (void)
{
  int n = in * 3;
  if (call_a (tab_a, n) != ref_call (tab_a, n, 3)
      || call_b (tab_a, n) != ref_call (tab_a, n, 5)
      || tcall_a (tab_b, n) != ref_call (tab_b, n, 3)
      || tcall_b (tab_b, n) != ref_call (tab_b, n, 5))
    __builtin_abort ();
  if (addr_a (n) != ref_num (tab_a, n, 3) || addr_b (n) != ref_num (tab_b, n, 3))
    __builtin_abort ();
  if (num_a (tab_b, n) != ref_num (tab_b, n, 3)
      || num_b (tab_b, n) != ref_num (tab_b, n, 5))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-apart "call_b" "call_a" "^params: callee \\(in a section of its own, calls stay direct\\)$" } } */
/* { dg-final { mergefn-apart "addr_b" "addr_a" "^params: address \\(in a section of its own, addresses stay constants\\)$" } } */
/* { dg-final { mergefn-not-merged "call_a" } } */
/* { dg-final { mergefn-not-merged "call_b" } } */
/* { dg-final { mergefn-not-merged "addr_a" } } */
/* { dg-final { mergefn-not-merged "addr_b" } } */
/* { dg-final { mergefn-params "num_a" "num_a" "1" } } */
/* { dg-final { mergefn-params "num_b" "num_a" "1" } } */
/* { dg-final { mergefn-params "tcall_a" "tcall_a" "1" } } */
/* { dg-final { mergefn-params "tcall_b" "tcall_a" "1" } } */
