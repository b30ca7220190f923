/* Rule: functions with visibility("hidden") in a shared library cannot
   be interposed but are still visible to the other objects of the
   library, so their addresses are observable: an equal hidden pair
   merges with distinct addresses (callers redirected, the second a
   wrapper), and a hidden function with a static copy takes the copy as
   an alias.  The library exports accessors; the program checks the
   addresses and the results through them.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-shlib "sym-shlib-hidden-aux.c" } */

extern int hid_call (int);
extern void *hid_addr_a (void), *hid_addr_b (void);
extern int hid_call_ptr (void *, int);

volatile int in = 12;

#define REF(x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += (i_ * i_) % 7 + (x); s_; })

int
main (void)
{
  int x = in;
  void *a = hid_addr_a ();
  void *b = hid_addr_b ();
  if (a == b)
    __builtin_abort ();
  if (hid_call_ptr (a, x) != REF (x) || hid_call_ptr (b, x + 1) != REF (x + 1))
    __builtin_abort ();
  if (hid_call (x) != REF (x) + 2 * REF (x + 1) + 3 * REF (x + 2))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "hid_b" "hid_a" "wrapper" "sym-shlib-hidden-aux.c" } } */
/* { dg-final { mergefn-merged "hid_static" "hid_a" "alias" "sym-shlib-hidden-aux.c" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 "sym-shlib-hidden-aux.c" } } */
