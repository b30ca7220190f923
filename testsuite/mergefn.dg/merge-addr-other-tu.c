/* Rule: an address that escapes can be compared in another translation
   unit, where the plugin cannot see the comparison.  Public functions
   (visible outside) and static functions whose addresses are returned
   to another unit must keep distinct addresses: here they merge as
   wrappers, and merge-addr-other-tu-aux.c compares and calls the
   pointers.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-additional-sources "merge-addr-other-tu-aux.c" } */

extern int check_in_other_unit (int x);

#define SCAN(x) ({ int b_ = 0; for (int i_ = 0; i_ < 32; i_++) if (((unsigned) (x) >> i_) & 1) b_ += i_ + 1; b_; })

int
bits_pub_a (int x)
{
  int b = 0;
  for (int i = 0; i < 32; i++)
    if (((unsigned) x >> i) & 1)
      b += i + 1;
  return b;
}

int
bits_pub_b (int x)
{
  int b = 0;
  for (int i = 0; i < 32; i++)
    if (((unsigned) x >> i) & 1)
      b += i + 1;
  return b;
}

static int
rev_a (int x)
{
  unsigned r = 0;
  for (int i = 0; i < 32; i++)
    r = (r << 1) | (((unsigned) x >> i) & 1);
  return (int) (r >> 7);
}

static int
rev_b (int x)
{
  unsigned r = 0;
  for (int i = 0; i < 32; i++)
    r = (r << 1) | (((unsigned) x >> i) & 1);
  return (int) (r >> 7);
}

/* The static functions' addresses leave this unit only through these.  */
void *
get_rev_a (void)
{
  return (void *) rev_a;
}

void *
get_rev_b (void)
{
  return (void *) rev_b;
}

int
main (void)
{
  if (check_in_other_unit (0x1234) != 0)
    __builtin_abort ();
  if (bits_pub_a (77) != SCAN (77) || bits_pub_b (78) != SCAN (78))
    __builtin_abort ();
  if (rev_a (5) != rev_b (5))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "bits_pub_b" "bits_pub_a" "wrapper" } } */
/* { dg-final { mergefn-merged "rev_b" "rev_a" "wrapper" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { scan-mergefn-dump-not "^merge get_rev_b " } } */
