/* Debugging merged code (doc/debugging.md): what `break <function>` in
   gdb stops at, for each kind of merge.  The table in doc/debugging.md
   is made from this program by scripts/debugging-doc.py, and this test
   checks it against a fresh gdb run, so the doc cannot drift.  Each pair
   has equal bodies; main calls each function directly, and the red_
   pair also through pointers, with arguments that tell the calls apart
   (x is 10: alias_a gets 11, alias_b 12, wrap_a 21 ...).
   debug-gdb-preserve.c builds it with -fplugin-arg-mergefn-preserve-debug.  */
/* { dg-do run } */
/* { dg-options "-O2 -g -fno-ipa-icf -fno-inline" } */

volatile int sink, in = 10;

/* alias: static, addresses never taken.  */
static int
alias_a (int x) { return (x * 29 + 5) ^ (x >> 1); }
static int
alias_b (int x) { return (x * 29 + 5) ^ (x >> 1); }

/* wrapper: public, so both addresses may be compared.  */
int
wrap_a (int x) { return (x * 31 + 7) ^ (x >> 2); }
int
wrap_b (int x) { return (x * 31 + 7) ^ (x >> 2); }

/* redirect: static, both addresses taken: red_b keeps its address (as a
   wrapper), but its direct callers now call red_a.  */
static int
red_a (int x) { return (x * 37 + 3) ^ (x >> 3); }
static int
red_b (int x) { return (x * 37 + 3) ^ (x >> 3); }
int (*volatile ptr_a) (int) = red_a;
int (*volatile ptr_b) (int) = red_b;

int
main (void)
{
  int x = in;
  sink = alias_a (x + 1);
  sink = alias_b (x + 2);
  sink = wrap_a (x + 11);
  sink = wrap_b (x + 12);
  sink = red_a (x + 21);
  sink = red_b (x + 22);
  sink = ptr_a (x + 23);
  sink = ptr_b (x + 24);
  return 0;
}

/* { dg-final { mergefn-merged "alias_b" "alias_a" "alias" } } */
/* { dg-final { mergefn-merged "wrap_b" "wrap_a" "wrapper" } } */
/* { dg-final { mergefn-merged "red_b" "red_a" "wrapper" } } */
/* { dg-final { mergefn-gdb-doc "mergefn" } } */
