/* Rule: the report works at link time (README "The report"): one JSON line
   per merge, written by WPA, where "unit" and "into_unit" are the object
   files the merged symbol and its survivor came from, "location" the
   source line of the merged symbol's definition.  Three units:
     rep_b (report-aux.o) merges into rep_a (report.o): an alias;
     rep_c (report-aux2.o) into rep_a: both addresses compared, a wrapper;
     the table tab_y (report-aux2.o) into tab_x (report-aux.o), and then
       its reader at_y into at_x (between the two helper units);
     the static "sq" of report-aux2.o into the one of report.o.
   rep_a, rep_b and rep_c are not noinline (a noinline function is never
   made a wrapper); main calls rep_c through p_rep_c, so the wrapper runs.  */
/* { dg-do run } */
/* { dg-additional-sources "report-aux.c report-aux2.c" } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-report=%report%" } */

#define NOINLINE __attribute__ ((noinline))

int
rep_a (int x)
{
  int s = x;
  for (int i = 0; i < 9; i++)
    s = s * 5 - (s >> 2) + i;
  return s;
}

static NOINLINE int
sq (int x, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += (x + i) * (x - i);
  return s;
}

int (*volatile p_rep_a) (int) = rep_a;

NOINLINE int
use_sq_a (int x)
{
  return sq (x, 4);
}

extern int rep_b (int);
extern int rep_c (int);
extern int (*volatile p_rep_c) (int);
extern int at_x (int);
extern int at_y (int);
extern int use_sq_c (int);

volatile int vx = 3;

int
main (void)
{
  int x = vx;
  int r = rep_a (x);
  if (rep_b (x) != r || rep_c (x) != r || p_rep_a (x) != r
      || p_rep_c (x) != r || p_rep_a == p_rep_c)
    __builtin_abort ();
  /* tab[3] == 4.  */
  if (at_x (x) != 4 || at_y (x) != 4)
    __builtin_abort ();
  /* (3)(3) + (4)(2) + (5)(1) + (6)(0) == 22.  */
  if (use_sq_a (x) != 22 || use_sq_c (x) != 22 + 1)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-report-times "^." 5 } } */
/* { dg-final { scan-mergefn-report "^.\"unit\": \"\[^\"\]*\\/report-aux\\.o\", \"function\": \"rep_b\", \"into\": \"rep_a\", \"into_unit\": \"\[^\"\]*\\/report\\.o\", \"how\": \"alias\", \"kind\": \"function\", \"insns\": \[0-9\]+, \"location\": \"\[^\"\]*report-aux\\.c:5\"" } } */
/* { dg-final { scan-mergefn-report "^.\"unit\": \"\[^\"\]*\\/report-aux2\\.o\", \"function\": \"rep_c\", \"into\": \"rep_a\", \"into_unit\": \"\[^\"\]*\\/report\\.o\", \"how\": \"wrapper\", \"kind\": \"function\"" } } */
/* { dg-final { scan-mergefn-report "^.\"unit\": \"\[^\"\]*\\/report-aux2\\.o\", \"function\": \"tab_y\", \"into\": \"tab_x\", \"into_unit\": \"\[^\"\]*\\/report-aux\\.o\", \"how\": \"alias\", \"kind\": \"variable\", \"bytes\": 32," } } */
/* { dg-final { scan-mergefn-report "^.\"unit\": \"\[^\"\]*\\/report-aux2\\.o\", \"function\": \"sq\", \"into\": \"sq\", \"into_unit\": \"\[^\"\]*\\/report\\.o\", \"how\": \"alias\"" } } */
/* { dg-final { scan-mergefn-report "^.\"unit\": \"\[^\"\]*\\/report-aux2\\.o\", \"function\": \"at_y\", \"into\": \"at_x\", \"into_unit\": \"\[^\"\]*\\/report-aux\\.o\"" } } */
/* The dump says the same.  */
/* { dg-final { mergefn-merged "rep_b" "rep_a" "alias" } } */
/* { dg-final { mergefn-merged "rep_c" "rep_a" "wrapper" } } */
/* { dg-final { mergefn-merged "tab_y" "tab_x" "alias" } } */
/* { dg-final { mergefn-merged "sq" "sq" "alias" } } */
/* { dg-final { mergefn-merged "at_y" "at_x" "alias" } } */
