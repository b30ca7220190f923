/* Rule: report=FILE appends one JSON object per merge, on one line, with
   the fields in a fixed order: unit (the source), function (the symbol
   that lost its body), into (the survivor), how (alias, wrapper or
   redirect), into_unit (the survivor's source), kind (function or
   variable), insns for functions or bytes for variables, location
   (file:line of the merged symbol).  Checked for
   each kind of merge, and that nothing else is written.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-mergefn-report=%report% -fno-inline" } */

volatile int in = 3;

static int
alias_a (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * 11 - x;
  return s;
}

static int
alias_b (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += i * 11 - x;
  return s;
}

int
wrap_a (int x)
{
  int s = 1;
  for (int i = 0; i < x; i++)
    s = s * 3 + i;
  return s;
}

int
wrap_b (int x)
{
  int s = 1;
  for (int i = 0; i < x; i++)
    s = s * 3 + i;
  return s;
}

int
redir_a (int x)
{
  return x > 7 ? 7 : x;
}

int
redir_b (int x)
{
  return x > 7 ? 7 : x;
}

static const long long table_a[3] = { 1, 1, 2 };
static const long long table_b[3] = { 1, 1, 2 };

int (*volatile pw) (int) = wrap_b;
int (*volatile pr) (int) = redir_b;

int
main (void)
{
  int x = in;
  if (alias_a (x) != 33 - 9 || alias_b (x) != 33 - 9)
    __builtin_abort ();
  if (wrap_a (x) != 32 || pw (x) != 32)
    __builtin_abort ();
  if (redir_b (x + 10) != 7 || pr (x) != 3 || redir_a (x) != 3)
    __builtin_abort ();
  if (table_a[x - 1] + table_b[x - 2] != 3)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/merge-report-fields\\.c\", \"function\": \"alias_b\", \"into\": \"alias_a\", \"into_unit\": \"\[^\"\]*\\/merge-report-fields\\.c\", \"how\": \"alias\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/merge-report-fields\\.c:23\"\\}$" } } */
/* { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/merge-report-fields\\.c\", \"function\": \"wrap_b\", \"into\": \"wrap_a\", \"into_unit\": \"\[^\"\]*\\/merge-report-fields\\.c\", \"how\": \"wrapper\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/merge-report-fields\\.c:41\"\\}$" } } */
/* { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/merge-report-fields\\.c\", \"function\": \"redir_b\", \"into\": \"redir_a\", \"into_unit\": \"\[^\"\]*\\/merge-report-fields\\.c\", \"how\": \"redirect\", \"kind\": \"function\", \"insns\": \[1-9\]\[0-9\]*, \"location\": \"\[^\"\]*\\/merge-report-fields\\.c:56\"\\}$" } } */
/* { dg-final { scan-mergefn-report "^\\{\"unit\": \"\[^\"\]*\\/merge-report-fields\\.c\", \"function\": \"table_b\", \"into\": \"table_a\", \"into_unit\": \"\[^\"\]*\\/merge-report-fields\\.c\", \"how\": \"alias\", \"kind\": \"variable\", \"bytes\": 24, \"location\": \"\[^\"\]*\\/merge-report-fields\\.c:62\"\\}$" } } */
/* { dg-final { scan-mergefn-report-times "^.\"unit\": " 4 } } */
/* { dg-final { scan-mergefn-report-times "^\\{.*\\}$" 4 } } */
/* { dg-final { scan-mergefn-report-times "^.+$" 4 } } */
/* { dg-final { mergefn-merged "alias_b" "alias_a" "alias" } } */
/* { dg-final { mergefn-merged "wrap_b" "wrap_a" "wrapper" } } */
/* { dg-final { mergefn-merged "redir_b" "redir_a" "redirect" } } */
/* { dg-final { mergefn-merged "table_b" "table_a" "alias" } } */
