/* Rule (merge-rules.md, "Attributes", always_inline): an always_inline
   function may become an alias, and its callers may be redirected: the
   callers then inline the survivor, whose body is the same.  Only a
   wrapper's call to it is refused (mergefn.dg/attr-always-inline.c).
   Here the callers are in this unit and the always_inline bodies in the
   other, so the calls are still there at link time:
     ai1, ai2: equal, addresses never taken: ai2 becomes an alias of ai1;
     ar1, ar2: equal, both addresses taken (so no alias): ar2's callers
       are redirected to ar1, ar2 stays for its address (no wrapper: its
       call could not be inlined).
   The program must link (no "inlining failed in call to always_inline")
   and compute the same.  */
/* { dg-do run } */
/* { dg-additional-sources "attr-always-inline-aux.c" } */

extern int ai1 (int), ai2 (int), ar1 (int), ar2 (int);
extern int (*volatile par1) (int), (*volatile par2) (int);

volatile int in = 6;

#define REF(k, x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += (i_ ^ (k)) * ((x) + i_) + (s_ >> 3); s_; })

int
main (void)
{
  int x = in;
  if (ai1 (x) != REF (5, x) || ai2 (x + 1) != REF (5, x + 1))
    __builtin_abort ();
  if (ar1 (x) != REF (7, x) || ar2 (x + 1) != REF (7, x + 1))
    __builtin_abort ();
  if (par1 == par2 || par1 (x) != REF (7, x) || par2 (x) != REF (7, x))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "ai2" "ai1" "alias" } } */
/* { dg-final { mergefn-merged "ar2" "ar1" "redirect" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
