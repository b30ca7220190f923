/* Rule (merge-rules.md, "Attributes", ifunc): an ifunc resolver runs
   while the dynamic loader is still relocating the program; the calls
   it makes are its author's business, but a call a merge would add (a
   wrapper's, perhaps through a PLT slot not yet filled) is not.  So a
   resolver never becomes a wrapper.  It may still be the survivor that a
   plain function's wrapper calls (a normal call, made after start-up).
     res1, res2: the resolvers of f1 and f2, equal: apart;
     other: public, the same body, after res1: a wrapper calling res1;
     plain1, plain2: control.
   The ifunc symbols themselves are aliases, never candidates.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile int in = 4;

static int
impl (int x)
{
  return x * 3 + 1;
}

typedef int fn_t (int);
volatile int pick = 1;

#define RBODY							\
  {								\
    int s = 0;							\
    for (int i = 0; i < 3; i++)					\
      s += pick * i;						\
    return s >= 0 ? impl : 0;					\
  }

static fn_t *res1 (void) RBODY
static fn_t *res2 (void) RBODY
fn_t *other (void) RBODY

int f1 (int) __attribute__ ((ifunc ("res1")));
int f2 (int) __attribute__ ((ifunc ("res2")));

int
plain1 (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * x ^ (s >> 1);
  return s;
}

int
plain2 (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * x ^ (s >> 1);
  return s;
}

int
main (void)
{
  int x = in;
  if (f1 (x) != 13 || f2 (x + 1) != 16 || other () (x) != 13)
    __builtin_abort ();
  if (plain1 (x) != plain2 (x))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-apart "res2" "res1" "^ifunc resolver: it runs during relocation, a wrapper's call may not$" } } */
/* { dg-final { mergefn-not-merged "res2" } } */
/* { dg-final { mergefn-merged "other" "res1" "wrapper" } } */
/* { dg-final { mergefn-merged "plain2" "plain1" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
