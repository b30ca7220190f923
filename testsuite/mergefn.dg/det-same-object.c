/* Rule: the plugin is deterministic: compiling the same source twice
   with the same flags gives byte-identical objects (no decision may
   depend on pointer values, hash-table order or addresses in the
   compiler), with and without -g, and the same report lines.  The unit
   has classes of every kind (aliases, wrappers, a redirect, variables).
   Objects compared: the test's own and the variant "again"; the
   variants "g1" and "g2" (with -g).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-report=%report% -fno-inline" } */
/* { dg-mergefn-variant again "%flags%" } */
/* { dg-mergefn-variant g1 "%flags% -g" } */
/* { dg-mergefn-variant g2 "%flags% -g" } */

volatile int in = 7;

#define BODY(k)						\
  {							\
    unsigned h = (k);					\
    for (int i = 0; i < x; i++)				\
      h = (h << 5) + h + (unsigned) i;			\
    return (int) (h % 9973u);				\
  }
#define REF(k, x) ({ unsigned h_ = (k); for (int i_ = 0; i_ < (x); i_++) h_ = (h_ << 5) + h_ + (unsigned) i_; (int) (h_ % 9973u); })

static int s1 (int x) BODY (1)
static int s2 (int x) BODY (1)
static int s3 (int x) BODY (1)
static int s4 (int x) BODY (1)
int p1 (int x) BODY (2)
int p2 (int x) BODY (2)
int p3 (int x) BODY (2)
static int t1 (int x) BODY (3)
static int t2 (int x) BODY (3)

int
r1 (int x)
{
  return x & 15;
}

int
r2 (int x)
{
  return x & 15;
}

static const short v1[6] = { 1, 2, 3, 5, 8, 13 };
static const short v2[6] = { 1, 2, 3, 5, 8, 13 };
static const short v3[6] = { 1, 2, 3, 5, 8, 13 };

typedef int (*fn) (int);
fn volatile ptrs[6];

int
main (void)
{
  int x = in;
  ptrs[0] = p1;
  ptrs[1] = p2;
  ptrs[2] = p3;
  ptrs[3] = t1;
  ptrs[4] = t2;
  ptrs[5] = r1;
  for (int i = 0; i < 5; i++)
    if (ptrs[i] (x + i) != REF (i < 3 ? 2 : 3, x + i))
      __builtin_abort ();
  if (ptrs[0] == ptrs[1] || ptrs[3] == ptrs[4] || ptrs[5] (x + 16) != x)
    __builtin_abort ();
  if (s1 (x) + s2 (x) + s3 (x) + s4 (x) != 4 * REF (1, x) || r2 (x) != x)
    __builtin_abort ();
  if (v1[x - 2] + v2[x - 3] + v3[x - 4] != 13 + 8 + 5)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-same-object "det-same-object" "again" } } */
/* { dg-final { mergefn-same-object "g1" "g2" } } */
/* { dg-final { mergefn-merged "s4" "s1" "alias" } } */
/* { dg-final { mergefn-merged "p3" "p1" "wrapper" } } */
/* { dg-final { mergefn-merged "t2" "t1" "wrapper" } } */
/* { dg-final { mergefn-merged "r2" "r1" "redirect" } } */
/* { dg-final { mergefn-merged "v3" "v1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 9 } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 9 "again" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 9 "g2" } } */
/* { dg-final { scan-mergefn-report-times "^.+$" 36 } } */
/* { dg-final { scan-mergefn-report-times "\"function\": \"s2\", \"into\": \"s1\", " 4 } } */
/* { dg-final { scan-mergefn-report-times "\"function\": \"p2\", \"into\": \"p1\", " 4 } } */
/* { dg-final { scan-mergefn-report-times "\"function\": \"v2\", \"into\": \"v1\", " 4 } } */
