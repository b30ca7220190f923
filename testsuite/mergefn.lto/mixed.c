/* Rule: only LTO units take part at link time; objects compiled without
   -flto are not seen by WPA and keep their own code, and every call
   between the two kinds must reach the right body after merging.
     lto_a (here) and lto_b (mixed-aux.c, LTO) are twins, both called
       from mixed-aux2.c (no -flto), so both stay visible outside the IR
       and their addresses could be compared there: lto_b becomes a
       wrapper, and both symbols must still link (neither is noinline,
       which is never made a wrapper; mixed-aux2.c calls both out of
       line);
     lto_c (here) and lto_d (mixed-aux.c) are twins, only lto_d is called
       from mixed-aux2.c: one observable address, so one may become an
       alias of the other, and the symbol lto_d must still be defined for
       mixed-aux2.o;
     plain_twin (mixed-aux2.c) equals lto_a but is not in the IR: never
       merged;
     na_a and na_b (mixed-aux3.c, no -flto, with the plugin at compile
       time) merge there, in that unit, as in any non-LTO build (they are
       not noinline, so one becomes a wrapper; main calls them from
       another unit).  */
/* { dg-do run } */
/* { dg-additional-sources "mixed-aux.c" } */
/* { dg-mergefn-object "mixed-aux2.c" "-O2 -fno-ipa-icf" } */
/* { dg-mergefn-object "mixed-aux3.c" "%mergefn% -O2 -fno-ipa-icf" before } */

#define NOINLINE __attribute__ ((noinline))

int
lto_a (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = x * 17 - (x >> 3) + i;
  return x;
}

NOINLINE int
lto_c (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x + 0x1234) * 0x2345 ^ i;
  return x;
}

extern int lto_b (int, int);
extern int lto_d (int, int);
extern int plain_calls_lto_d (int, int);
extern int plain_twin (int, int);
extern int plain_calls_lto_b (int, int);
extern int plain_calls_lto_a (int, int);
extern int na_a (int, int);
extern int na_b (int, int);

static int
ref (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = x * 17 - (x >> 3) + i;
  return x;
}

static int
ref_cd (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x + 0x1234) * 0x2345 ^ i;
  return x;
}

static int
ref_na (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x ^ (x << 5)) + 12345 - i;
  return x;
}

volatile int vx = 23, vn = 7;

int
main (void)
{
  int x = vx, n = vn;
  int r = ref (x, n);
  if (lto_a (x, n) != r || lto_b (x, n) != r || plain_twin (x, n) != r)
    __builtin_abort ();
  if (plain_calls_lto_b (x, n) != r + 1 || plain_calls_lto_a (x, n) != r + 2)
    __builtin_abort ();
  if (lto_c (x, n) != ref_cd (x, n) || lto_d (x, n) != ref_cd (x, n)
      || plain_calls_lto_d (x, n) != ref_cd (x, n) + 3)
    __builtin_abort ();
  if (na_a (x, n) != ref_na (x, n) || na_b (x, n) != ref_na (x, n))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "lto_b" "lto_a" "wrapper" } } */
/* { dg-final { scan-mergefn-dump "^merge (lto_d -> lto_c|lto_c -> lto_d) \\(alias\\)$" } } */
/* { dg-final { scan-mergefn-dump-not "plain_twin|na_a|na_b" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { mergefn-merged "na_b" "na_a" "" "mixed-aux3.c" } } */
