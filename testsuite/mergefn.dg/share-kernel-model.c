/* Across units, an x86-64 kernel's unit (-mcmodel=kernel) shares nothing:
   objtool writes a record of every function (ORC's .orc_unwind_ip, the
   retpoline and return sites) into sections outside any COMDAT group,
   and a discarded copy would leave them dangling (Linux 6.1's tiny
   kernel failed to link: "defined in discarded section").  The same
   helper in a unit of the default code model is shared (the variant).  */
/* { dg-do compile } */
/* { dg-mergefn-target "x86_64-*-*" "-mcmodel=kernel is x86-64's" } */
/* { dg-options "-O2 -fno-inline -fno-pie -mno-red-zone -mcmodel=kernel -fplugin-arg-mergefn-across-units" } */
/* { dg-mergefn-variant "user" "-O2 -fno-inline %mergefn% -fplugin-arg-mergefn-across-units" } */

#include "share-off.h"

int
use (int x)
{
  return helper (x) + helper (x + 1);
}

/* { dg-final { scan-mergefn-dump "^unshared unit: a kernel's code \\(-mcmodel=kernel\\): objtool records every function's address outside its group$" } } */
/* { dg-final { scan-mergefn-dump-not "^(keyed|share) " } } */
/* { dg-final { scan-mergefn-dump "^share helper __mf_" "user" } } */
