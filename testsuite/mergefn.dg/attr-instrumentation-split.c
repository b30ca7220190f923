/* attr-instrumentation.c compiled with -fsplit-stack (with
   -fstack-protector-strong, as there): the bodies without no_split_stack
   get the split-stack prologue, the pair with it does not, and each pair
   still merges by wrapper.  GCC 12 has -fsplit-stack on x86, 64-bit
   powerpc and s390x only.  */
/* { dg-do compile } */
/* { dg-mergefn-target "i?86-*-* x86_64-*-* powerpc64*-*-* s390x-*-*" "-fsplit-stack: GCC has it on x86, powerpc64 and s390x only" } */
/* { dg-options "-O2 -fno-ipa-icf -fstack-protector-strong -fsplit-stack -fno-inline" } */

#include "attr-instrumentation.c"

/* { dg-final { mergefn-merged "ns2" "ns1" "wrapper" } } */
/* { dg-final { mergefn-merged "sp2" "sp1" "wrapper" } } */
/* { dg-final { mergefn-not-merged "plain" } } */
/* { dg-final { scan-mergefn-dump-times "^merge \[a-z\]+\[12\] -> \[a-z\]+1 \\(wrapper\\)$" 10 } } */
