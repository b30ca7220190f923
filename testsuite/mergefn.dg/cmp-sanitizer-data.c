/* Rule (merge-rules.md, "Sanitizer check locations"): UBSan's checks
   that are already calls of __ubsan_handle_* at IPA time (here
   -fsanitize=shift: the front end makes them) pass the address of a
   static data variable whose initializer holds their location.  Two
   such checks at different places use two variables, which the
   comparator compares as symbols; one check copied into two functions
   (an inline function) uses one variable.
     shl_a, shl_b: equal code on different lines: differ (referenced
       symbol), and shl_b's bad shift is reported at shl_b's line;
     sh2_a, sh2_b: their checks come from one inline function, shift,
       and share its variable: merged (wrapper), reported at shift's
       line, right for either.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fsanitize=shift" } */
/* { dg-mergefn-require-link "-fsanitize=shift" } */

volatile int wide = 40;
unsigned vals[4] = { 1, 2, 3, 4 };

static inline unsigned
shift (unsigned v, int n)
{
  return v << n;
}

unsigned shl_a (const unsigned *p, int k, int n)
{
  unsigned s = 0;
  for (int i = 0; i < k; i++)
    s ^= p[i] << n;
  return s;
}

unsigned shl_b (const unsigned *p, int k, int n)
{
  unsigned s = 0;
  for (int i = 0; i < k; i++)
    s ^= p[i] << n;
  return s;
}

unsigned sh2_a (const unsigned *p, int k, int n)
{
  unsigned s = 0;
  for (int i = 0; i < k; i++)
    s ^= shift (p[i], n);
  return s;
}

unsigned sh2_b (const unsigned *p, int k, int n)
{
  unsigned s = 0;
  for (int i = 0; i < k; i++)
    s ^= shift (p[i], n);
  return s;
}

/* Called through pointers, so that main inlines none of them.  */
unsigned (*volatile fns[]) (const unsigned *, int, int) = { shl_b, sh2_b };

int
main (void)
{
  fns[0] (vals, 4, wide);
  fns[1] (vals, 4, wide);
  return 0;
}

/* { dg-output "cmp-sanitizer-data.c:38:15: runtime error: shift exponent 40 is too large\[^\n\]*\n" } */
/* { dg-output "\[^\n\]*cmp-sanitizer-data.c:23:12: runtime error: shift exponent 40 is too large" } */
/* { dg-final { mergefn-differ "shl_a" "shl_b" "^referenced symbol$" } } */
/* { dg-final { mergefn-not-merged "shl_b" } } */
/* { dg-final { mergefn-merged "sh2_b" "sh2_a" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
