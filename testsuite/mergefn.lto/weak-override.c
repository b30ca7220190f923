/* Rule: a weak definition overridden at link time keeps being overridden
   (merge-rules.md 4), under -flto too.  Here:
     w_first (weak) is overridden by a strong definition in another LTO
       unit; s_second, its twin here, must keep its own body and w_first
       must call the override, from every unit and through a pointer;
     wa, wb (both weak, twins): wa is overridden by a strong definition in
       an object compiled without -flto; wb must keep the original body;
     w_lone (weak, not overridden) and s_tri, its twin in the other LTO
       unit: the weak definition prevails, and they may merge.
   A non-prevailing weak body never reaches WPA, so it cannot be merged
   with anything.  -fexceptions and a callee in a non-LTO object keep the
   weak functions' flags (nothrow ...) equal to the strong ones'.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -flto -fexceptions" } */
/* { dg-additional-sources "weak-override-aux.c" } */
/* { dg-mergefn-object "weak-override-aux2.c" "-O2" } */

#define NOINLINE __attribute__ ((noinline))
#define WEAK __attribute__ ((weak, noinline))

extern int scale (int);

WEAK int
w_first (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += scale (i) + x;
  return s;
}

NOINLINE int
s_second (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += scale (i) + x;
  return s;
}

WEAK int
wa (int x)
{
  int s = 1;
  for (int i = 0; i < x; i++)
    s = s * 2 + scale (i);
  return s;
}

WEAK int
wb (int x)
{
  int s = 1;
  for (int i = 0; i < x; i++)
    s = s * 2 + scale (i);
  return s;
}

WEAK int
w_lone (int x)
{
  int s = 7;
  for (int i = 0; i < x; i++)
    s = s * 3 - scale (i);
  return s;
}

NOINLINE int
call_w_first (int x)
{
  return w_first (x) + 1;
}

NOINLINE int
call_wa (int x)
{
  return wa (x) + 2;
}

NOINLINE int
call_wb (int x)
{
  return wb (x) + 3;
}

extern int s_tri (int);
extern int other_calls_w_first (int);

volatile int in = 5;
int (*volatile pw) (int) = w_first;
int (*volatile ps) (int) = s_second;

#define SUM(x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += i_ * 3 + (x); s_; })
#define DBL(x) ({ int s_ = 1; for (int i_ = 0; i_ < (x); i_++) s_ = s_ * 2 + i_ * 3; s_; })
#define TRI(x) ({ int s_ = 7; for (int i_ = 0; i_ < (x); i_++) s_ = s_ * 3 - i_ * 3; s_; })

int
main (void)
{
  int x = in;
  /* The overrides: w_first (x) == -x, wa (x) == -2 * x.  */
  if (w_first (x) != -x || pw (x) != -x || call_w_first (x) != -x + 1
      || other_calls_w_first (x) != -x + 4)
    __builtin_abort ();
  if (s_second (x) != SUM (x) || ps (x) != SUM (x) || pw == ps)
    __builtin_abort ();
  if (wa (x) != -2 * x || call_wa (x) != -2 * x + 2)
    __builtin_abort ();
  if (wb (x) != DBL (x) || call_wb (x) != DBL (x) + 3)
    __builtin_abort ();
  if (w_lone (x) != TRI (x) || s_tri (x) != TRI (x))
    __builtin_abort ();
  return 0;
}

/* The overridden bodies are not in the program at WPA.  */
/* { dg-final { scan-mergefn-dump-not "(^| )w_first(\[ :\]|$)" } } */
/* { dg-final { scan-mergefn-dump-not "(^| )wa(\[ :\]|$)" } } */
/* { dg-final { mergefn-not-merged "s_second" } } */
/* { dg-final { mergefn-not-merged "wb" } } */
/* { dg-final { scan-mergefn-dump "^merge (w_lone -> s_tri|s_tri -> w_lone) " } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
