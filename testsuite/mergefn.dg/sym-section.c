/* Rule: explicit sections (__attribute__ ((section))) are placement the
   user asked for.  Equal functions in the same section merge (static:
   alias; public: wrapper, placed in that section too); equal functions
   in different sections, or one in a section and one not, stay apart
   (placement is a key of the order: the dump says "differ ...:
   section") and each stays in its own section.  The
   program checks every address against the linker's __start_/__stop_
   bounds of its section.  With -ffunction-sections (variant "ffs"), the
   sections GCC chooses itself do not count: the same decisions, and a
   pair without explicit sections (plain_a, plain_b) still merges.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-variant ffs "%flags% -ffunction-sections" } */

volatile int in = 8;

#define BODY(k)						\
  {							\
    int s = 0;						\
    for (int i = 0; i < x; i++)				\
      s = s * 3 + (i & (k));				\
    return s;						\
  }
#define REF(k, x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ = s_ * 3 + (i_ & (k)); s_; })
#define IN(s) __attribute__ ((section (#s)))

static int IN (mf_sec_one) same_a (int x) BODY (5)
static int IN (mf_sec_one) same_b (int x) BODY (5)
int IN (mf_sec_three) pub_a (int x) BODY (6)
int IN (mf_sec_three) pub_b (int x) BODY (6)
static int IN (mf_sec_one) split_a (int x) BODY (7)
static int IN (mf_sec_two) split_b (int x) BODY (7)
static int IN (mf_sec_two) half_a (int x) BODY (9)
static int half_b (int x) BODY (9)
static int plain_a (int x) BODY (11)
static int plain_b (int x) BODY (11)

extern char __start_mf_sec_one[], __stop_mf_sec_one[];
extern char __start_mf_sec_two[], __stop_mf_sec_two[];
extern char __start_mf_sec_three[], __stop_mf_sec_three[];

static int
within (void *p, char *start, char *stop)
{
  return (char *) p >= start && (char *) p < stop;
}

typedef int (*fn) (int);

int
main (void)
{
  int x = in;
  fn volatile p_same_a = same_a;
  fn volatile p_pub_a = pub_a, p_pub_b = pub_b;
  fn volatile p_split_a = split_a, p_split_b = split_b;
  fn volatile p_half_a = half_a, p_half_b = half_b;

  if (!within (p_same_a, __start_mf_sec_one, __stop_mf_sec_one)
      || !within (p_pub_a, __start_mf_sec_three, __stop_mf_sec_three)
      || !within (p_pub_b, __start_mf_sec_three, __stop_mf_sec_three)
      || !within (p_split_a, __start_mf_sec_one, __stop_mf_sec_one)
      || !within (p_split_b, __start_mf_sec_two, __stop_mf_sec_two)
      || !within (p_half_a, __start_mf_sec_two, __stop_mf_sec_two)
      || within (p_half_b, __start_mf_sec_one, __stop_mf_sec_one)
      || within (p_half_b, __start_mf_sec_two, __stop_mf_sec_two)
      || within (p_half_b, __start_mf_sec_three, __stop_mf_sec_three))
    __builtin_abort ();
  if (p_pub_a == p_pub_b || p_split_a == p_split_b || p_half_a == p_half_b)
    __builtin_abort ();
  if (p_same_a (x) != REF (5, x) || same_b (x + 1) != REF (5, x + 1)
      || p_pub_a (x) != REF (6, x) || p_pub_b (x + 1) != REF (6, x + 1)
      || p_split_a (x) != REF (7, x) || p_split_b (x + 1) != REF (7, x + 1)
      || p_half_a (x) != REF (9, x) || p_half_b (x + 1) != REF (9, x + 1)
      || plain_a (x) != REF (11, x) || plain_b (x + 1) != REF (11, x + 1))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "same_b" "same_a" "alias" } } */
/* { dg-final { mergefn-merged "pub_b" "pub_a" "wrapper" } } */
/* { dg-final { mergefn-differ "split_b" "split_a" "^section$" } } */
/* { dg-final { mergefn-differ "half_b" "half_a" "^section$" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
/* { dg-final { mergefn-merged "same_b" "same_a" "alias" "ffs" } } */
/* { dg-final { mergefn-merged "pub_b" "pub_a" "wrapper" "ffs" } } */
/* { dg-final { mergefn-differ "split_b" "split_a" "^section$" "ffs" } } */
/* { dg-final { mergefn-differ "half_b" "half_a" "^section$" "ffs" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" "ffs" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 "ffs" } } */
