// Rule (doc/cxx.md "The tools"): a function that is in no comdat group
// (here a static function) is the preferred survivor, and comdat members
// equal to it merge into it only by redirection (pub_called: only called
// here) or by a wrapper (pub_taken: its address is taken), never by an
// alias: the comdat copy may come from another unit.  Here
// the plugin unit is linked first (the linker keeps its copies: a wrapper whose call reaches a local function of this unit).
// None of the three is noinline (a noinline function is never made a
// wrapper, and the declarations are compared): -fno-inline keeps them out
// of line, here and in the helper.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fno-inline" }
// { dg-mergefn-object "mix-local-survivor-aux.C" "-O2 -fno-inline" after }

int calls;

// Declared inline like the others (the declaration flags are compared).
static inline int
local_fn (int x)
{
  calls++;
  return (x * 157 + 2) ^ (x >> 3);
}

inline int
pub_called (int x)
{
  calls++;
  return (x * 157 + 2) ^ (x >> 3);
}

inline int
pub_taken (int x)
{
  calls++;
  return (x * 157 + 2) ^ (x >> 3);
}

extern int (*aux_ptr) (int);
int aux_call (int);
int (*volatile my_ptr) (int) = pub_taken;
volatile int in = 8;

int
main ()
{
  int x = in;
  int want = (x * 157 + 2) ^ (x >> 3);
  calls = 0;
  if (local_fn (x) != want || pub_called (x) != want || my_ptr (x) != want)
    __builtin_abort ();
  if (aux_call (x) != 2 * want || calls != 5)
    __builtin_abort ();
  if (aux_ptr != my_ptr)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_Z10pub_calledi" "_ZL8local_fni" "redirect" } }
// { dg-final { mergefn-merged "_Z9pub_takeni" "_ZL8local_fni" "wrapper" } }
// { dg-final { scan-mergefn-dump-not "^merge \[^ \]* -> \[^ \]* \\(alias\\)" } }
