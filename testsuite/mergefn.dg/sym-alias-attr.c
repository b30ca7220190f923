/* Rule: alias("...") attributes onto functions that get merged.  An
   alias is another name of the same body, so:
     - a static function with a public alias has an observable address:
       it survives, and its equal static twin (address not taken) is
       aliased onto it; the user's alias still equals its target;
     - a public function with a public alias, merged into an equal public
       function, keeps its own body (wrapper) and its alias stays on it:
       &alias == &target, both != &survivor;
     - two static functions each with a public alias: both addresses are
       observable, so they stay distinct, and each alias still calls the
       right body.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile int in = 5;

#define BODY(k)						\
  {							\
    int s = (k);					\
    for (int i = 0; i < x; i++)				\
      s = (s * 17 + i) % 1009;				\
    return s;						\
  }
#define REF(k, x) ({ int s_ = (k); for (int i_ = 0; i_ < (x); i_++) s_ = (s_ * 17 + i_) % 1009; s_; })

static int st_twin (int x) BODY (1)
static int st_aliased (int x) BODY (1)
int user_alias (int) __attribute__ ((alias ("st_aliased")));

int pub_first (int x) BODY (2)
int pub_second (int x) BODY (2)
int pub_second_alias (int) __attribute__ ((alias ("pub_second")));

static int both_a (int x) BODY (3)
static int both_b (int x) BODY (3)
int both_a_alias (int) __attribute__ ((alias ("both_a")));
int both_b_alias (int) __attribute__ ((alias ("both_b")));

typedef int (*fn) (int);

int
main (void)
{
  int x = in;
  fn volatile p_user = user_alias;
  fn volatile p_first = pub_first, p_second = pub_second;
  fn volatile p_second_alias = pub_second_alias;
  fn volatile p_a = both_a_alias, p_b = both_b_alias;

  if (st_twin (x) != REF (1, x) || st_aliased (x + 1) != REF (1, x + 1)
      || p_user (x + 2) != REF (1, x + 2))
    __builtin_abort ();

  if (p_second != p_second_alias || p_first == p_second)
    __builtin_abort ();
  if (p_first (x) != REF (2, x) || p_second (x) != REF (2, x)
      || p_second_alias (x + 1) != REF (2, x + 1))
    __builtin_abort ();

  if (p_a == p_b)
    __builtin_abort ();
  if (p_a (x) != REF (3, x) || p_b (x + 1) != REF (3, x + 1)
      || both_a (x + 2) != REF (3, x + 2) || both_b (x + 3) != REF (3, x + 3))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "st_twin" "st_aliased" "alias" } } */
/* { dg-final { mergefn-merged "pub_second" "pub_first" "wrapper" } } */
/* { dg-final { mergefn-merged "both_b" "both_a" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
