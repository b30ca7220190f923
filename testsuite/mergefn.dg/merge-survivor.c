/* Rule: the survivor of a class is chosen by rule, never by pointer or
   hash order (doc/merge-rules.md, "Survivor"): a definition that cannot
   be interposed, then one whose address is observable, then the
   earliest definition in the unit.  Declaration order and the order of
   uses do not matter.  Three classes of several members; a second
   compilation (variant "again") takes the same decisions.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-variant again "%flags%" } */

volatile int in = 11;

#define BODY(k)						\
  {							\
    int s = 0;						\
    for (int i = 0; i < x; i++)				\
      s += (i * (k)) ^ (x << 2);			\
    return s;						\
  }
#define REF(k, x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += (i_ * (k)) ^ ((x) << 2); s_; })

/* Class A: all addresses taken; declared and used in another order than
   defined: the earliest definition, a_third, survives.  */
static int a_first (int), a_second (int), a_third (int), a_fourth (int);
void *volatile taken[8];

int
use_a (int x)
{
  taken[0] = (void *) a_fourth;
  taken[1] = (void *) a_second;
  taken[2] = (void *) a_first;
  taken[3] = (void *) a_third;
  return a_fourth (x) + a_second (x) + a_first (x) + a_third (x);
}

static int a_third (int x) BODY (3)
static int a_first (int x) BODY (3)
static int a_fourth (int x) BODY (3)
static int a_second (int x) BODY (3)

/* Class B: three static functions whose addresses are not taken, then a
   public one: the public one (observable) survives, the others alias.  */
static int b_one (int x) BODY (5)
static int b_two (int x) BODY (5)
static int b_three (int x) BODY (5)
int b_public (int x) BODY (5)

/* Class C: only the middle one's address is taken: it survives.  */
static int c_one (int x) BODY (7)
static int c_two (int x) BODY (7)
static int c_three (int x) BODY (7)

int
use_bc (int x)
{
  taken[4] = (void *) c_two;
  return b_one (x) + b_two (x) * 2 + b_three (x) * 3
	 + c_one (x) * 4 + c_three (x) * 5;
}

int
main (void)
{
  int x = in;
  if (use_a (x) != 4 * REF (3, x))
    __builtin_abort ();
  if (use_bc (x) != 6 * REF (5, x) + 9 * REF (7, x))
    __builtin_abort ();
  if (b_public (x) != REF (5, x)
      || ((int (*) (int)) taken[4]) (x) != REF (7, x))
    __builtin_abort ();
  for (int i = 0; i < 4; i++)
    {
      if (((int (*) (int)) taken[i]) (x + i) != REF (3, x + i))
	__builtin_abort ();
      for (int j = 0; j < i; j++)
	if (taken[i] == taken[j])
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { mergefn-merged "a_first" "a_third" "wrapper" } } */
/* { dg-final { mergefn-merged "a_fourth" "a_third" "wrapper" } } */
/* { dg-final { mergefn-merged "a_second" "a_third" "wrapper" } } */
/* { dg-final { mergefn-merged "b_one" "b_public" "alias" } } */
/* { dg-final { mergefn-merged "b_two" "b_public" "alias" } } */
/* { dg-final { mergefn-merged "b_three" "b_public" "alias" } } */
/* { dg-final { mergefn-merged "c_one" "c_two" "alias" } } */
/* { dg-final { mergefn-merged "c_three" "c_two" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 8 } } */
/* { dg-final { mergefn-merged "a_first" "a_third" "wrapper" "again" } } */
/* { dg-final { mergefn-merged "b_one" "b_public" "alias" "again" } } */
/* { dg-final { mergefn-merged "c_three" "c_two" "alias" "again" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 8 "again" } } */
