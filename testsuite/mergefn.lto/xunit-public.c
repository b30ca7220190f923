/* Rule: public functions with identical bodies in two units merge at WPA
   (merge-rules.md "How a class ... is merged").  Under -flto the linker
   plugin's resolution makes them local to the program, their addresses
   are never taken, so the one in the later unit becomes an alias of the
   one in the first unit (survivor: the earliest).  Their callers, equal
   once the callees are one class, merge in the same way; a twin that
   differs by a constant stays apart.  */
/* { dg-do run } */
/* { dg-additional-sources "xunit-public-aux.c" } */

#define NOINLINE __attribute__ ((noinline))

NOINLINE int
mix_a (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 31 + (p[i] ^ 0x55);
  return s;
}

/* The same shape as mix_a, another constant.  */
NOINLINE int
mix_other_a (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 31 + (p[i] ^ 0x56);
  return s;
}

NOINLINE int
use_a (const int *p, int n)
{
  return mix_a (p, n) + mix_a (p + 1, n - 1);
}

extern int mix_b (const int *, int);
extern int mix_other_b (const int *, int);
extern int use_b (const int *, int);

static int
ref (const int *p, int n, int k)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 31 + (p[i] ^ k);
  return s;
}

volatile int len = 5;

int
main (void)
{
  int v[5] = { 3, 1, 4, 1, 5 };
  int n = len;
  if (mix_a (v, n) != ref (v, n, 0x55) || mix_b (v, n) != ref (v, n, 0x55))
    __builtin_abort ();
  if (mix_other_a (v, n) != ref (v, n, 0x56))
    __builtin_abort ();
  if (mix_other_b (v, n) != ref (v, n, 0x57))
    __builtin_abort ();
  if (use_a (v, n) != ref (v, n, 0x55) + ref (v + 1, n - 1, 0x55)
      || use_b (v, n) != use_a (v, n))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "mix_b" "mix_a" "alias" } } */
/* { dg-final { mergefn-merged "use_b" "use_a" "alias" } } */
/* { dg-final { mergefn-not-merged "mix_other_a" } } */
/* { dg-final { mergefn-not-merged "mix_other_b" } } */
/* { dg-final { mergefn-differ "mix_other_a" "mix_other_b" "" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
