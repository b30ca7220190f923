/* Helper unit of merge-addr-other-tu.c: compares and calls the
   addresses of functions defined (and merged) in the other unit.  */

extern int bits_pub_a (int), bits_pub_b (int);
extern void *get_rev_a (void), *get_rev_b (void);

/* The reference is here, not in the other unit: there its body equals
   bits_pub_a's, and with neither marked noinline it would merge into
   what it checks.  */
static int
expected_bits (int x)
{
  int b = 0;
  for (int i = 0; i < 32; i++)
    if (((unsigned) x >> i) & 1)
      b += i + 1;
  return b;
}

/* Volatile, so the comparisons are made at run time.  */
int (*volatile pa) (int) = bits_pub_a;
int (*volatile pb) (int) = bits_pub_b;

int
check_in_other_unit (int x)
{
  int (*ra) (int) = (int (*) (int)) get_rev_a ();
  int (*rb) (int) = (int (*) (int)) get_rev_b ();
  if (pa == pb)
    return 1;
  if (ra == rb)
    return 2;
  if (pa (x) != expected_bits (x) || pb (x) != expected_bits (x))
    return 3;
  unsigned r = 0;
  for (int i = 0; i < 32; i++)
    r = (r << 1) | (((unsigned) x >> i) & 1);
  if (ra (x) != (int) (r >> 7) || rb (x) != (int) (r >> 7))
    return 4;
  return 0;
}
