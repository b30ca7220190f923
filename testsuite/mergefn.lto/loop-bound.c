/* Rule: what GCC proved of how often a loop iterates is part of the body.
   fill_3 and fill_10 return early unless n is at most 3 or 10; GCC splits
   the loops after those tests into fill_3.part.0 and fill_10.part.0,
   whose bodies are equal but for that bound, which the link-time
   optimizer receives with them.  Merged, fill_10's loop stopped after 3
   iterations.  (After GCC 16's torture test pr115277.c, where mergefn
   failed at -O2 -flto: 2026-11-24, doc/results/check-gcc-16.md.)  */
/* { dg-do run } */

int array[1000];

void
fill_3 (int n)
{
  if (__builtin_expect (n > 3, 1))
    return;
  for (int i = 0; i < n; i++)
    array[i] = i;
}

void
fill_10 (int n)
{
  if (__builtin_expect (n > 10, 1))
    return;
  for (int i = 0; i < n; i++)
    array[i] = i;
}

int
main (void)
{
  fill_3 (1);
  fill_3 (2);
  fill_3 (3);
  fill_10 (10);
  if (array[9] != 9)
    __builtin_abort ();
  return 0;
}

/* With GCC 11 and 12 the parts carry no bound for these loops: they are equal
   in every respect and their merge is right (the run proves it), and no
   loop bound is told apart (GCC 11's dump: "merge fill_10.part.0 ->
   fill_3.part.0 (alias)").  GCC 13 and later record the bounds.  Every
   version runs two checks here (check-compilers compares the counts).  */
/* { dg-final { mergefn-merged "fill_10.part.0" "fill_3.part.0" "alias" { target gcc <= 12 } } } */
/* { dg-final { scan-mergefn-dump-not ": loop bound$" { target gcc <= 12 } } } */
/* { dg-final { mergefn-not-merged "fill_10.part.0" { target gcc >= 13 } } } */
/* { dg-final { scan-mergefn-dump "^differ fill_3\\.part\\.0 fill_10\\.part\\.0: loop bound$" { target gcc >= 13 } } } */
