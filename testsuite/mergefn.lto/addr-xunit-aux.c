/* Helper of addr-xunit.c: the twins, their addresses taken here.  */
long
g (long x, int n)
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
fn_t *volatile pg = g;

fn_t *
cb_b (void)
{
  return cb;
}
