/* Every source file, script and test harness file carries the SPDX line
   of the licence (GPL-3.0-or-later, COPYING): scripts/check-licence.sh
   passes on this tree and fails on one with a file without it
   (testsuite/scripts/licence.sh).  */
/* { dg-do compile } */
/* { dg-mergefn-no-plugin } */

int x;

/* { dg-final { mergefn-script "licence.sh" } } */
