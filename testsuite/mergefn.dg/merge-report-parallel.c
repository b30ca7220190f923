/* Rule: the report is safe for parallel builds: each compiler appends
   its lines in one locked write, so many compilers appending to one
   file at once never interleave or lose lines.  This unit is compiled
   once for the program and 20 more times concurrently
   (dg-mergefn-parallel), all with the same report file; each compile
   merges three symbols, so the report must hold exactly 63 lines, each
   one complete JSON object of the expected shape, 21 of each merge.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-report=%report% -fno-inline" } */
/* { dg-mergefn-parallel par 20 "%flags%" } */

volatile int in = 4;

static int
alias_a (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (i + 3) * (x - i);
  return s;
}

static int
alias_b (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (i + 3) * (x - i);
  return s;
}

int
wrap_a (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 2 + (i ^ 5);
  return s;
}

int
wrap_b (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 2 + (i ^ 5);
  return s;
}

static const int tab_a[4] = { 8, 6, 7, 5 };
static const int tab_b[4] = { 8, 6, 7, 5 };

int (*volatile pw) (int) = wrap_b;

int
main (void)
{
  int x = in;				/* 4 */
  if (alias_a (x) != 12 + 12 + 10 + 6 || alias_b (x) != 40)
    __builtin_abort ();
  if (wrap_a (x) != ((5 * 2 + 4) * 2 + 7) * 2 + 6 || pw (x) != 76)
    __builtin_abort ();
  if (tab_a[x - 1] + tab_b[x - 2] != 12)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-report-times "^.+$" 63 } } */
/* { dg-final { scan-mergefn-report-times "^\\{\"unit\": \"\[^\"\]*\", \"function\": \"\[a-z_\]+\", \"into\": \"\[a-z_\]+\", \"into_unit\": \"\[^\"\]*\", \"how\": \"(alias|wrapper)\", \"kind\": \"(function|variable)\", \"(insns|bytes)\": \[0-9\]+, \"location\": \"\[^\"\]*:\[0-9\]+\"\\}$" 63 } } */
/* { dg-final { scan-mergefn-report-times "\"function\": \"alias_b\", \"into\": \"alias_a\", .*\"how\": \"alias\", \"kind\": \"function\"" 21 } } */
/* { dg-final { scan-mergefn-report-times "\"function\": \"wrap_b\", \"into\": \"wrap_a\", .*\"how\": \"wrapper\", \"kind\": \"function\"" 21 } } */
/* { dg-final { scan-mergefn-report-times "\"function\": \"tab_b\", \"into\": \"tab_a\", .*\"how\": \"alias\", \"kind\": \"variable\", \"bytes\": 16," 21 } } */
/* { dg-final { scan-mergefn-report-times "\[\}\].*\[\{\]" 0 } } */
/* { dg-final { mergefn-merged "wrap_b" "wrap_a" "wrapper" } } */
/* { dg-final { mergefn-merged "alias_b" "alias_a" "alias" "par-1" } } */
/* { dg-final { mergefn-merged "wrap_b" "wrap_a" "wrapper" "par-20" } } */
/* { dg-final { mergefn-merged "tab_b" "tab_a" "alias" "par-13" } } */
