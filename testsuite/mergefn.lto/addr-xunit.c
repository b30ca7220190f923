/* Rule: at most one observable address per class (merge-rules.md "How a
   class ... is merged", alias).  f here and g in the other unit are equal
   and both have their address taken and compared, so g cannot become an
   alias: it becomes a wrapper, and &f != &g still holds across units.
   The same for two static functions called "cb", one per unit, whose
   addresses escape.  None of them is noinline (a noinline function is
   never made a wrapper): main calls each through a volatile pointer, so
   the wrappers run.  */
/* { dg-do run } */
/* { dg-additional-sources "addr-xunit-aux.c" } */

long
f (long x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x << 3) ^ (x >> 5) ^ i;
  return x;
}

static long
cb (long x, int n)
{
  long s = 1;
  for (int i = 0; i < n; i++)
    s = s * (x + i) % 1000003;
  return s;
}

typedef long fn_t (long, int);
fn_t *volatile pf = f;

fn_t *
cb_a (void)
{
  return cb;
}

extern fn_t *volatile pg;
extern fn_t *cb_b (void);
extern long g (long, int);

static long
ref_f (long x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x << 3) ^ (x >> 5) ^ i;
  return x;
}

static long
ref_cb (long x, int n)
{
  long s = 1;
  for (int i = 0; i < n; i++)
    s = s * (x + i) % 1000003;
  return s;
}

volatile long vx = 77;
volatile int vn = 9;

int
main (void)
{
  long x = vx;
  int n = vn;
  if (pf == pg || (void *) f == (void *) g)
    __builtin_abort ();
  if (cb_a () == cb_b ())
    __builtin_abort ();
  if (f (x, n) != ref_f (x, n) || g (x, n) != ref_f (x, n)
      || pf (x, n) != ref_f (x, n) || pg (x, n) != ref_f (x, n))
    __builtin_abort ();
  fn_t *volatile qa = cb_a (), *volatile qb = cb_b ();
  if (qa (x, n) != ref_cb (x, n) || qb (x, n) != ref_cb (x, n))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "g" "f" "wrapper" } } */
/* { dg-final { mergefn-merged "cb" "cb" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-not "^merge \[^ \]+ -> \[^ \]+ \\(alias\\)" } } */
