/* Rule (merge-rules.md, "Sanitizer check locations"): under
   -fsanitize=undefined the checks that are still internal calls at IPA
   time (.UBSAN_CHECK_ADD, _MUL, .UBSAN_PTR, .UBSAN_NULL ...) get their
   report's "file:line:column" from the statement's own location, after
   this pass.  Merged, the program would report the survivor's line: its
   stderr would change.  So bodies whose checks report other places are
   not equal.
     sum_a, sum_b: equal code on different lines: differ (sanitizer check
       location); sum_b's overflow is reported at sum_b's line (with the
       plugin of 0ca5d96 sum_b became a wrapper of sum_a and the report
       named sum_a's line 34).
     acc_a, acc_b: all their checks come from one inline function, total,
       and report its lines in both: still merged (wrapper), and the
       report names total's line, the right one for either.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fsanitize=undefined" } */
/* { dg-mergefn-require-link "-fsanitize=undefined" } */

volatile int big = 0x7ffffff0;
int vals[4] = { 1, 2, 3, 4 };

/* Inlined before the pass (always_inline): its checks keep its lines.  */
static inline __attribute__ ((always_inline)) int
total (const int *p, int n, int s)
{
  for (int i = 0; i < n; i++)
    s += p[i] * 3;
  return s;
}

int sum_a (const int *p, int n, int s)
{
  for (int i = 0; i < n; i++)
    s += p[i] * 3;
  return s;
}

int sum_b (const int *p, int n, int s)
{
  for (int i = 0; i < n; i++)
    s += p[i] * 3;
  return s;
}

int acc_a (const int *p, int n, int s)
{
  return total (p, n, s);
}

int acc_b (const int *p, int n, int s)
{
  return total (p, n, s);
}

/* Called through pointers, so that main inlines none of them.  */
int (*volatile fns[]) (const int *, int, int) = { sum_b, acc_b };

int
main (void)
{
  fns[0] (vals, 4, big);
  fns[1] (vals, 4, big);
  return 0;
}

/* { dg-output "cmp-sanitizer-location.c:41:7: runtime error: signed integer overflow\[^\n\]*\n" } */
/* { dg-output "\[^\n\]*cmp-sanitizer-location.c:27:7: runtime error: signed integer overflow" } */
/* { dg-final { mergefn-differ "sum_a" "sum_b" "^sanitizer check location$" } } */
/* { dg-final { mergefn-not-merged "sum_b" } } */
/* { dg-final { mergefn-merged "acc_b" "acc_a" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
