/* Rule: one class of seven equal functions of every kind: static with
   and without its address taken, weak, public, hidden, used.  The
   survivor is the earliest that cannot be interposed and whose address
   is observable (m_taken); the two static functions nobody can observe
   become aliases; every other member keeps its own address (wrapper).
   All observable addresses stay pairwise distinct at run time.
   -fexceptions and a call to another unit keep the function flags of
   the weak member equal to the others' (GCC cannot prove nothrow for a
   weak definition; see sym-weak-strong.c).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fexceptions -fno-inline" } */
/* { dg-additional-sources "merge-class-mixed-aux.c" } */

extern int ext_step (int);

volatile int in = 13;

#define BODY						\
  {							\
    int s = 0;						\
    for (int i = 0; i < x; i++)				\
      s += ext_step (i) ^ x;				\
    return s;						\
  }
#define REF(x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += ((i_ * 3 + 1) ^ (x)); s_; })

static int m_static (int x) BODY
int __attribute__ ((weak)) m_weak (int x) BODY
static int m_taken (int x) BODY
int m_public (int x) BODY
int __attribute__ ((visibility ("hidden"))) m_hidden (int x) BODY
static int __attribute__ ((used)) m_used (int x) BODY
static int m_static2 (int x) BODY

typedef int (*fn) (int);
fn volatile ptrs[5];

int
main (void)
{
  int x = in;
  ptrs[0] = m_weak;
  ptrs[1] = m_taken;
  ptrs[2] = m_public;
  ptrs[3] = m_hidden;
  ptrs[4] = m_used;
  for (int i = 0; i < 5; i++)
    {
      if (ptrs[i] (x + i) != REF (x + i))
	__builtin_abort ();
      for (int j = 0; j < i; j++)
	if (ptrs[i] == ptrs[j])
	  __builtin_abort ();
    }
  if (m_static (x) != REF (x) || m_static2 (x + 1) != REF (x + 1)
      || m_weak (x + 2) != REF (x + 2) || m_public (x + 3) != REF (x + 3)
      || m_hidden (x + 4) != REF (x + 4) || m_used (x + 5) != REF (x + 5)
      || m_taken (x + 6) != REF (x + 6))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "m_static" "m_taken" "alias" } } */
/* { dg-final { mergefn-merged "m_static2" "m_taken" "alias" } } */
/* { dg-final { mergefn-merged "m_weak" "m_taken" "wrapper" } } */
/* { dg-final { mergefn-merged "m_public" "m_taken" "wrapper" } } */
/* { dg-final { mergefn-merged "m_hidden" "m_taken" "wrapper" } } */
/* { dg-final { mergefn-merged "m_used" "m_taken" "wrapper" } } */
/* { dg-final { mergefn-not-merged "m_taken" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 6 } } */
