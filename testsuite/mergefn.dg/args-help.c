/* -fplugin=mergefn.so -v --help lists the plugin's keys.  */
/* { dg-do compile } */

int x;

/* { dg-final { mergefn-help "^ mergefn:$" } } */
/* { dg-final { mergefn-help "^ +disable +do not run the pass$" } } */
/* { dg-final { mergefn-help "^ +dump +write the pass dump" } } */
/* { dg-final { mergefn-help "^ +report=FILE +append one JSON line per merge to FILE$" } } */
/* { dg-final { mergefn-help "^ +verify +check the comparator" } } */
/* { dg-final { mergefn-help "^ +preserve-debug +keep every merged function" } } */
/* { dg-final { mergefn-help "^ +params.=N. +merge functions that differ only in constants" } } */
