/* Rule: in a class of one public and one static function, the survivor
   is the one whose address is observable (the public one), even when
   the static one comes first; the static one becomes an alias of it
   (its own address is never taken, so sharing the address is safe).
   Checked both ways round: static first, and public first.  */
/* { dg-do run } */

volatile int in = 4;

#define SUMSQ(x) ({ int s_ = 0; for (int i_ = 1; i_ <= (x); i_++) s_ += i_ * i_ - (x); s_; })
#define TRI(x) ({ int s_ = 0; for (int i_ = 1; i_ <= (x); i_++) s_ += i_ * 3 + (x); s_; })

static int __attribute__ ((noinline))
sumsq_static (int x)
{
  int s = 0;
  for (int i = 1; i <= x; i++)
    s += i * i - x;
  return s;
}

int __attribute__ ((noinline))
sumsq_public (int x)
{
  int s = 0;
  for (int i = 1; i <= x; i++)
    s += i * i - x;
  return s;
}

int __attribute__ ((noinline))
tri_public (int x)
{
  int s = 0;
  for (int i = 1; i <= x; i++)
    s += i * 3 + x;
  return s;
}

static int __attribute__ ((noinline))
tri_static (int x)
{
  int s = 0;
  for (int i = 1; i <= x; i++)
    s += i * 3 + x;
  return s;
}

int (*volatile psq) (int) = sumsq_public;
int (*volatile ptri) (int) = tri_public;

int
main (void)
{
  int x = in;
  if (sumsq_static (x) != SUMSQ (x) || sumsq_public (x + 1) != SUMSQ (x + 1))
    __builtin_abort ();
  if (tri_public (x) != TRI (x) || tri_static (x + 3) != TRI (x + 3))
    __builtin_abort ();
  if (psq (x) != SUMSQ (x) || ptri (x) != TRI (x))
    __builtin_abort ();
  if ((void *) psq == (void *) ptri)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "sumsq_static" "sumsq_public" "alias" } } */
/* { dg-final { mergefn-merged "tri_static" "tri_public" "alias" } } */
/* { dg-final { mergefn-not-merged "sumsq_public" } } */
/* { dg-final { mergefn-not-merged "tri_public" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
