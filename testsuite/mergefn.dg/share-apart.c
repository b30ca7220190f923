/* Across units, must stay apart: three units define helpers of the same
   names and shapes that differ in a constant (STEP), in a callee
   (CALLEE: two public functions of the same type, defined in a third
   unit so that the two units know nothing else of them) and in a record's
   layout (FIELD_FIRST), and one that differs in no statement but in the
   options it is compiled with (share-apart-aux2.c, -fno-tree-pre).  Each
   gets its own content name, so each unit computes with its own code;
   the script checks which names the objects share (only same_code's,
   between the two units compiled alike) and that no name has two
   digests.  A key that left out a constant, a callee, a
   layout or the options would give two units one name: the linker would
   keep one body, and a unit would compute the other's result (or, for
   the options, check-names would see one name with two digests).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-inline -fno-ipa-sra -fno-ipa-cp -fplugin-arg-mergefn-across-units -DSTEP=3 -DCALLEE=ext_double -DFIELD_FIRST=1" } */
/* { dg-mergefn-object "share-apart-aux.c" "%flags% -USTEP -DSTEP=5 -UCALLEE -DCALLEE=ext_seven -UFIELD_FIRST -DFIELD_FIRST=0" } */
/* { dg-mergefn-object "share-apart-aux2.c" "%flags% -fno-tree-pre" } */

#include "share-apart.h"

extern int aux_total (const int *, int);
extern int aux2_total (const int *, int);
int main_total (const int *p, int n) { return unit_total (p, n); }

int (*volatile totals[3]) (const int *, int) = { main_total, aux_total, aux2_total };

int
main (void)
{
  int v[6] = { 1, 2, 3, 4, 5, 6 };
  /* Each unit's own result, as each computes it without the plugin.  */
  if (totals[0] (v, 6) != 944)
    __builtin_abort ();
  if (totals[1] (v, 6) != 6273)
    __builtin_abort ();
  if (totals[2] (v, 6) != 944)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^keyed stepped __mf_" } } */
/* { dg-final { scan-mergefn-dump "^keyed forward __mf_" } } */
/* { dg-final { scan-mergefn-dump "^keyed first_of __mf_" } } */
/* { dg-final { scan-mergefn-dump "^keyed same_code __mf_" } } */
/* { dg-final { mergefn-script "share-apart.sh" } } */
