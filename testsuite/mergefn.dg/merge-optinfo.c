/* Rule: -fopt-info-ipa-optimized notes every merge at the merged
   symbol's own declaration, naming the survivor and how: for a wrapper,
   a redirect and an alias of functions, and for a variable; the
   survivors get no note.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fopt-info-ipa-optimized -fno-inline" } */

volatile int in = 5;

int
wrap_a (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 5 + (i & 3);
  return s;
}

int
wrap_b (int x) /* { dg-message "^optimized: merged function 'wrap_b/\[0-9\]+' into 'wrap_a/\[0-9\]+' \\(wrapper\\)$" "wrap_b merged" } */
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 5 + (i & 3);
  return s;
}

int
redir_a (int x)
{
  return x < 2 ? 2 : x;
}

int
redir_b (int x) /* { dg-message "^optimized: merged function 'redir_b/\[0-9\]+' into 'redir_a/\[0-9\]+' \\(redirect\\)$" "redir_b merged" } */
{
  return x < 2 ? 2 : x;
}

static int
alias_a (int x)
{
  return x * x * x - x * 3 + (x >> 1);
}

static int
alias_b (int x) /* { dg-message "^optimized: merged function 'alias_b/\[0-9\]+' into 'alias_a/\[0-9\]+' \\(alias\\)$" "alias_b merged" } */
{
  return x * x * x - x * 3 + (x >> 1);
}

static const int tab_a[3] = { 10, 20, 30 };
static const int tab_b[3] = { 10, 20, 30 }; /* { dg-message "^optimized: merged variable 'tab_b/\[0-9\]+' into 'tab_a/\[0-9\]+' \\(alias\\)$" "tab_b merged" } */

int (*volatile pw) (int) = wrap_b;
int (*volatile pr) (int) = redir_b;

int
main (void)
{
  int x = in;				/* 5 */
  if (wrap_a (x) != pw (x) || pw (3) != 7)
    __builtin_abort ();
  if (redir_b (x) != 5 || pr (1) != 2 || redir_a (0) != 2)
    __builtin_abort ();
  if (alias_a (x) != 125 - 15 + 2 || alias_b (x - 1) != 64 - 12 + 2)
    __builtin_abort ();
  if (tab_a[x - 3] + tab_b[x - 4] != 50)
    __builtin_abort ();
  return 0;
}

/* { dg-bogus "merged (function|variable) '(wrap_a|redir_a|alias_a|tab_a)/" "survivors" { target *-*-* } 0 } */
/* { dg-final { mergefn-merged "wrap_b" "wrap_a" "wrapper" } } */
/* { dg-final { mergefn-merged "redir_b" "redir_a" "redirect" } } */
/* { dg-final { mergefn-merged "alias_b" "alias_a" "alias" } } */
/* { dg-final { mergefn-merged "tab_b" "tab_a" "alias" } } */
