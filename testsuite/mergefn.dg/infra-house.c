/* The rules of the house that grep and the objects prove: only
   include/compat.h tests GCC's version, only plugin/symtab-edit.c edits
   the symbol table, and the comparator (plugin/compare-*.c) keeps no
   mutable global (scripts/check-house.py, on this tree and on made-up
   trees that must fail: testsuite/scripts/house.sh).  */
/* { dg-do compile } */
/* { dg-mergefn-no-plugin } */

int x;

/* { dg-final { mergefn-script "house.sh" } } */
