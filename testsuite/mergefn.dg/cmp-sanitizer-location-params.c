/* Rule (merge-rules.md, "Sanitizer check locations"), for parameterised
   merging (on by default at -Os): the shape order compares UBSan's
   internal checks' locations as the full order does, so bodies that
   differ in a constant and report their checks at other lines do not
   share a body.
     sc_a, sc_b: differ in one constant (7, 9), their checks on their own
       lines: apart (params: sanitizer check location), and sc_b's
       overflow is reported at sc_b's line.  With the plugin of 0ca5d96
       both became thunks of sc_a.mfparams.0 and the report named sc_a's
       line 26.
     mx_a, mx_b: differ in one constant, and every check comes from one
       always_inline function, mix: still one shared body (params), and
       mx_b's overflow is reported at mix's line, right for either.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fsanitize=undefined" } */
/* { dg-mergefn-require-link "-fsanitize=undefined" } */

volatile int big = 0x7ffffff0, small = 1;
int vals[4] = { 1, 2, 3, 4 };

int sc_a (const int *p, int n, int s)
{
  unsigned t = 1;
  for (int i = 0; i < n; i++)
    {
      s += p[i] * 3 + (s >> 3);
      t = t * 31 + (unsigned) s;
      t ^= t >> 7;
      s -= (int) (t & 15);
    }
  return s ^ 7 ^ (int) (t & 3);
}

int sc_b (const int *p, int n, int s)
{
  unsigned t = 1;
  for (int i = 0; i < n; i++)
    {
      s += p[i] * 3 + (s >> 3);
      t = t * 31 + (unsigned) s;
      t ^= t >> 7;
      s -= (int) (t & 15);
    }
  return s ^ 9 ^ (int) (t & 3);
}

static inline __attribute__ ((always_inline)) int
mix (const int *p, int n, int s, int k)
{
  unsigned t = 1;
  for (int i = 0; i < n; i++)
    {
      s += p[i] * 3 + (s >> 3);
      t = t * 31 + (unsigned) s;
      t ^= t >> 7;
      s -= (int) (t & 15);
    }
  return s ^ k ^ (int) (t & 3);
}

int mx_a (const int *p, int n, int s) { return mix (p, n, s, 7); }
int mx_b (const int *p, int n, int s) { return mix (p, n, s, 9); }

int
main (void)
{
  /* Direct calls, several each, so that sharing pays at -Os.  */
  int r = sc_a (vals, 4, small) + sc_a (vals, 3, small) + sc_b (vals, 2, small);
  r += mx_a (vals, 4, small) + mx_a (vals, 3, small) + mx_b (vals, 2, small);
  r += sc_b (vals, 4, big);
  r += mx_b (vals, 4, big);
  return r == 12345;
}

/* { dg-output "cmp-sanitizer-location-params.c:39:9: runtime error: signed integer overflow\[^\n\]*\n" } */
/* { dg-output "\[^\n\]*cmp-sanitizer-location-params.c:53:9: runtime error: signed integer overflow" } */
/* { dg-final { mergefn-differ "sc_a" "sc_b" "^sanitizer check location$" } } */
/* { dg-final { mergefn-apart "sc_b" "sc_a" "^params: sanitizer check location$" } } */
/* { dg-final { mergefn-not-merged "sc_a" } } */
/* { dg-final { mergefn-not-merged "sc_b" } } */
/* { dg-final { mergefn-params "mx_a" "mx_a" 1 } } */
/* { dg-final { mergefn-params "mx_b" "mx_a" 1 } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
