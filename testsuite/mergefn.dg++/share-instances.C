// Across units without LTO, C++: instantiations with different names and
// the same code (count_set<int> here, count_set<long> in the other unit)
// are COMDAT functions, each folded by the linker by its own name; they
// are not shared across units (a thunk under each name would cost every
// unit a jump, doc/across-units.md), with their reason in the dump, and
// both keep their own symbol and address.  A static helper of the same
// header (mix) is shared.  Both units compute what they did.
// { dg-do run }
// { dg-options "-O2 -fno-inline" }
// { dg-mergefn-object "share-instances-aux.C" }

#include "share-instances.h"

extern int aux_counts (long *const *p, int n);
extern int (*aux_first (void)) (long *const *, int);

int (*volatile here_first) (int *const *, int) = first_set<int>;

int
main ()
{
  int a = 1, b = 2;
  long c = 3;
  int *ip[4] = { 0, &a, 0, &b };
  long *lp[4] = { 0, &c, 0, 0 };
  if (count_set (ip, 4) != 8 || aux_counts (lp, 4) != 6 + mix (4, 5))
    __builtin_abort ();
  if (here_first (ip, 4) != 8 || aux_first () (lp, 4) != 8)
    __builtin_abort ();
  // Distinct functions, distinct addresses.
  if ((void *) here_first == (void *) aux_first ())
    __builtin_abort ();
  return mix (1, 2) == ((31) ^ 19) ? 0 : 1;
}

// { dg-final { scan-mergefn-dump "^unshared _Z9count_setIiEiPKPT_i: already in a COMDAT group: the linker keeps one copy by its own name$" } }
// { dg-final { scan-mergefn-dump "^unshared _Z9count_setIlEiPKPT_i: already in a COMDAT group: the linker keeps one copy by its own name$" "share-instances-aux.C" } }
// { dg-final { scan-mergefn-dump "^unshared _Z9first_setIiEiPKPT_i: already in a COMDAT group: the linker keeps one copy by its own name$" } }
// { dg-final { scan-mergefn-dump "^share _ZL3mixii __mf_" } }
// { dg-final { scan-mergefn-dump "^share _ZL3mixii __mf_" "share-instances-aux.C" } }
// { dg-final { mergefn-script "share-linked.sh" } }
