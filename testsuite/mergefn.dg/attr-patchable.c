/* Rule (merge-rules.md, "Attributes", patchable_function_entry): a
   function with a patchable entry (the attribute, or
   -fpatchable-function-entry for all) is patched by symbol at run time
   (ftrace, live patching), so every call to it must keep reaching its
   own entry: it never becomes an alias (patching one would patch both),
   its callers are never redirected, the wrapper it may become is never
   inlined into them (it stays defined), and calls to it compare by identity (two callers of
   two equal patchable functions are not equal).  It may become a
   wrapper (its entry stays, then jumps) and a wrapper may call it.
     p1, p2: static, equal, not address-taken (would alias): wrapper;
     t1, t2: the same but too small for a wrapper: apart, saying both;
     u1, u2: call p1 and p2, otherwise equal: differ in the callee;
     n1: the body of p1 without the attribute: differs (attributes);
     m1: the same with another patch area: differs (attribute arguments);
     variant "opt" (-fpatchable-function-entry=2 for every function):
       q1, q2 static and equal become a wrapper there, an alias here;
     variant "pg" (-pg: every entry calls mcount, or __fentry__ that
       ftrace patches, by symbol): the same, but i1, i2, which have
       no_instrument_function, still alias.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-variant opt "%flags% -fpatchable-function-entry=2" } */
/* GCC 12 for powerpc64le cannot assemble -pg with m1's patchable area
   (".localentry expression is not a valid power of 2", without the
   plugin too): no variant pg there.  */
/* { dg-mergefn-variant pg "%flags% -pg" { target ! powerpc64*-*-* } } */

volatile int in = 6;

#define BODY(k)							\
  {								\
    int s = 0;							\
    for (int i = 0; i < x; i++)					\
      s += (i + (k)) * (x ^ i) - (s >> 5);			\
    return s;							\
  }
#define REF(k, x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += (i_ + (k)) * ((x) ^ i_) - (s_ >> 5); s_; })

#define PATCH __attribute__ ((patchable_function_entry (3, 1)))

static PATCH int p1 (int x) BODY (2)
static PATCH int p2 (int x) BODY (2)
static PATCH int t1 (int x) { return x + 5; }
static PATCH int t2 (int x) { return x + 5; }
static int n1 (int x) BODY (2)
static __attribute__ ((patchable_function_entry (4, 1))) int m1 (int x) BODY (2)
static int u1 (int x) { return p1 (x) * 3 + p1 (x + 1); }
static int u2 (int x) { return p2 (x) * 3 + p2 (x + 1); }
static int q1 (int x) BODY (8)
static int q2 (int x) BODY (8)
static __attribute__ ((no_instrument_function)) int i1 (int x) BODY (11)
static __attribute__ ((no_instrument_function)) int i2 (int x) BODY (11)

int
main (void)
{
  int x = in;
  if (p1 (x) != REF (2, x) || p2 (x + 1) != REF (2, x + 1)
      || n1 (x + 2) != REF (2, x + 2) || m1 (x + 3) != REF (2, x + 3))
    __builtin_abort ();
  if (t1 (x) != x + 5 || t2 (x) != x + 5)
    __builtin_abort ();
  if (u1 (x) != REF (2, x) * 3 + REF (2, x + 1)
      || u2 (x) != REF (2, x) * 3 + REF (2, x + 1))
    __builtin_abort ();
  if (q1 (x) != REF (8, x) || q2 (x + 1) != REF (8, x + 1))
    __builtin_abort ();
  if (i1 (x) != REF (11, x) || i2 (x + 1) != REF (11, x + 1))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "p2" "p1" "wrapper" } } */
/* The wrapper is not inlined into main: p2 stays defined.  */
/* { dg-final { mergefn-comdat-member "p2" "" "attr-patchable" } } */
/* { dg-final { mergefn-apart "t2" "t1" "^patchable entry: its callers must reach its own entry and too small for a wrapper to save anything$" } } */
/* { dg-final { mergefn-not-merged "t2" } } */
/* { dg-final { mergefn-differ "u1" "u2" "^(callee|statement)" } } */
/* { dg-final { mergefn-not-merged "u2" } } */
/* { dg-final { scan-mergefn-dump "^differ (n1 \[pm\]1|\[pm\]1 n1): attributes$" } } */
/* { dg-final { scan-mergefn-dump "^differ (m1 \[pn\]1|\[pn\]1 m1): attribute" } } */
/* { dg-final { mergefn-not-merged "n1" } } */
/* { dg-final { mergefn-not-merged "m1" } } */
/* { dg-final { mergefn-merged "q2" "q1" "alias" } } */
/* { dg-final { mergefn-merged "i2" "i1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
/* { dg-final { mergefn-merged "p2" "p1" "wrapper" "opt" } } */
/* { dg-final { mergefn-merged "q2" "q1" "wrapper" "opt" } } */
/* { dg-final { mergefn-comdat-member "q2" "" "opt" } } */
/* { dg-final { scan-mergefn-dump-not "\\(alias\\)|\\(redirect\\)" "opt" } } */
/* { dg-final { mergefn-unsupported "variant pg: GCC 12 cannot assemble -pg with patchable areas on powerpc64le" { target powerpc64*-*-* } } } */
/* { dg-final { mergefn-merged "q2" "q1" "wrapper" "pg" { target ! powerpc64*-*-* } } } */
/* { dg-final { mergefn-comdat-member "q2" "" "pg" { target ! powerpc64*-*-* } } } */
/* { dg-final { mergefn-merged "i2" "i1" "alias" "pg" { target ! powerpc64*-*-* } } } */
/* { dg-final { mergefn-not-merged "u2" "pg" { target ! powerpc64*-*-* } } } */
