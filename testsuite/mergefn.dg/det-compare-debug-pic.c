/* Rule: under -fPIC (public functions may be interposed, wrappers call
   the survivor's local alias) merges still never depend on debug
   information (-fcompare-debug, with -g in the variant "g"): a class of
   interposable functions, two public and a weak one (wrappers through
   the survivor's local alias), and a static function with a public copy
   (an alias).  -fexceptions and an interposable callee keep their
   function flags equal.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fPIC -fexceptions -fcompare-debug -fno-inline" } */
/* { dg-mergefn-variant g "%flags% -g" } */

volatile int in = 5;

int
step (int i)
{
  return i * 2 + 1;
}

#define BODY(k)						\
  {							\
    int s = 1;						\
    for (int i = 0; i < x; i++)				\
      s = s * (k) + step (i);				\
    return s;						\
  }
#define REF(k, x) ({ int s_ = 1; for (int i_ = 0; i_ < (x); i_++) s_ = s_ * (k) + i_ * 2 + 1; s_; })

int pub_a (int x) BODY (3)
int pub_b (int x) BODY (3)
int __attribute__ ((weak)) weak_c (int x) BODY (3)
static int stat_d (int x) BODY (5)
int pub_e (int x) BODY (5)

typedef int (*fn) (int);
fn volatile ptrs[3];

int
main (void)
{
  int x = in;
  ptrs[0] = pub_a;
  ptrs[1] = pub_b;
  ptrs[2] = weak_c;
  if (ptrs[0] == ptrs[1] || ptrs[0] == ptrs[2] || ptrs[1] == ptrs[2])
    __builtin_abort ();
  for (int i = 0; i < 3; i++)
    if (ptrs[i] (x + i) != REF (3, x + i))
      __builtin_abort ();
  if (stat_d (x) != REF (5, x) || pub_e (x + 1) != REF (5, x + 1)
      || pub_a (x + 2) != REF (3, x + 2))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "pub_b" "pub_a" "wrapper" } } */
/* { dg-final { mergefn-merged "weak_c" "pub_a" "wrapper" } } */
/* { dg-final { mergefn-merged "pub_e" "stat_d" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
/* { dg-final { mergefn-merged "pub_b" "pub_a" "wrapper" "g" } } */
/* { dg-final { mergefn-merged "weak_c" "pub_a" "wrapper" "g" } } */
/* { dg-final { mergefn-merged "pub_e" "stat_d" "alias" "g" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 "g" } } */
