/* Rule: read-only variables follow the same placement rules as
   functions: equal tables in the same explicit section merge (alias),
   equal tables in different sections, or one in a section and one not,
   stay apart (the dump: "differ ...: section"), and every table stays
   in the section it was declared in (checked against the linker's
   __start_/__stop_ bounds; only the survivor's address is taken where a
   merge is expected, so that the merge stays possible).  With
   -fdata-sections (variant "fds") the sections GCC chooses itself do
   not count: the same decisions.  */
/* { dg-do run } */
/* { dg-mergefn-variant fds "%flags% -fdata-sections" } */

volatile int in = 2;

#define IN(s) __attribute__ ((section (#s)))

static const int IN (mf_rodata_one) same_a[4] = { 1, 2, 3, 4 };
static const int IN (mf_rodata_one) same_b[4] = { 1, 2, 3, 4 };
static const int IN (mf_rodata_one) split_a[4] = { 5, 6, 7, 8 };
static const int IN (mf_rodata_two) split_b[4] = { 5, 6, 7, 8 };
static const int IN (mf_rodata_two) half_a[4] = { 9, 10, 11, 12 };
static const int half_b[4] = { 9, 10, 11, 12 };
static const int plain_a[4] = { 13, 14, 15, 16 };
static const int plain_b[4] = { 13, 14, 15, 16 };

extern const char __start_mf_rodata_one[], __stop_mf_rodata_one[];
extern const char __start_mf_rodata_two[], __stop_mf_rodata_two[];

static int
within (const void *p, const char *start, const char *stop)
{
  return (const char *) p >= start && (const char *) p < stop;
}

const int *volatile esc[3];

static int __attribute__ ((noinline))
read_all (int i)
{
  return same_b[i] + split_b[i] * 10 + half_b[i] * 100 + plain_a[i] * 1000
	 + plain_b[i + 1] * 10000;
}

int
main (void)
{
  int i = in;
  esc[0] = same_a;
  esc[1] = split_a;
  esc[2] = half_a;
  if (!within (esc[0], __start_mf_rodata_one, __stop_mf_rodata_one)
      || !within (esc[1], __start_mf_rodata_one, __stop_mf_rodata_one)
      || !within (esc[2], __start_mf_rodata_two, __stop_mf_rodata_two))
    __builtin_abort ();
  if (esc[0][i] != 3 || esc[1][i] != 7 || esc[2][i] != 11)
    __builtin_abort ();
  if (read_all (i) != 3 + 70 + 1100 + 15000 + 160000)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "same_b" "same_a" "alias" } } */
/* { dg-final { mergefn-differ "split_b" "split_a" "^section$" } } */
/* { dg-final { mergefn-differ "half_b" "half_a" "^section$" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* { dg-final { mergefn-merged "same_b" "same_a" "alias" "fds" } } */
/* { dg-final { mergefn-differ "split_b" "split_a" "^section$" "fds" } } */
/* { dg-final { mergefn-differ "half_b" "half_a" "^section$" "fds" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" "fds" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 "fds" } } */
