/* Rule: compile-time summaries and bodies hashed at link time meet in one
   order (summary.c: symbols without a summary are loaded and hashed as
   before).  Here only summary-mixed-aux.c is compiled with the plugin: its
   functions carry compile-time hashes, this unit's are hashed at WPA, and
   the twins across the two (pair_a here, pair_b there; the tables ta, tb)
   must still be found and merged.  lone_b (there) has no twin: never
   loaded.  */
/* { dg-do run } */
/* { dg-mergefn-object "summary-mixed-aux.c" "%mergefn% %flags%" } */

#define NOINLINE __attribute__ ((noinline))

NOINLINE int
pair_a (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s * 3 + p[i] - i;
  return s;
}

NOINLINE int
lone_a (int x)
{
  return x * x - 3 * x;
}

const int ta[6] = { 6, 5, 4, 3, 2, 1 };

NOINLINE int
at_a (int i)
{
  return ta[i];
}

extern int pair_b (const int *, int);
extern int lone_b (int, int);
extern int at_b (int);

volatile int vi = 2;

int
main (void)
{
  int v[4] = { 1, 2, 3, 4 };
  int i = vi;
  /* ((1 * 3 + 2 - 1) * 3 + 3 - 2) * 3 + 4 - 3 == 40.  */
  if (pair_a (v, 4) != 40 || pair_b (v, 4) != 40)
    __builtin_abort ();
  if (lone_a (i) != -2 || lone_b (i, 5) != 7)
    __builtin_abort ();
  if (at_a (i) != 4 || at_b (i) != 4)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "pair_b" "pair_a" "alias" } } */
/* { dg-final { mergefn-merged "tb" "ta" "alias" } } */
/* { dg-final { mergefn-merged "at_b" "at_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
/* lone_b is never loaded: of the functions, this unit's three (hashed
   at WPA) and pair_b, at_b take part.  */
/* { dg-final { scan-mergefn-dump "^;; 5 functions take part$" } } */
