/* Rule: character arrays are compared by their bytes, including the
   terminating null and any padding up to the array's size: equal
   strings in arrays of the same size merge (also one written as a list
   of characters, and wide strings of equal code units); the same text in
   a larger array (more trailing zeros) has another size and stays
   apart; a one-character difference stays apart.  The readers index the
   arrays at run time.  */
/* { dg-do run } */

#include <wchar.h>

volatile int in = 4;

static const char s_a[] = "interposition";
static const char s_b[] = "interposition";
static const char s_list[14] = { 'i', 'n', 't', 'e', 'r', 'p', 'o', 's',
				 'i', 't', 'i', 'o', 'n', 0 };
static const char s_long[20] = "interposition";
static const char s_other[] = "interpositiom";
static const wchar_t w_a[] = L"wide\u00e9";
static const wchar_t w_b[] = L"wide\u00e9";

static int __attribute__ ((noinline))
chars (int i)
{
  return s_a[i] + s_b[i + 1] * 2 + s_list[i + 2] * 4 + s_long[i + 3] * 8
	 + s_other[12] * 16 + (int) sizeof s_long * 32 + s_long[19];
}

static int __attribute__ ((noinline))
wides (int i)
{
  return w_a[i] + w_b[i - 1] * 3;
}

int
main (void)
{
  int i = in;				/* 4 */
  if (chars (i) != 'r' + 'p' * 2 + 'o' * 4 + 's' * 8 + 'm' * 16 + 20 * 32)
    __builtin_abort ();
  if (wides (i) != 0xe9 + 'e' * 3)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "s_b" "s_a" "alias" } } */
/* { dg-final { mergefn-merged "s_list" "s_a" "alias" } } */
/* { dg-final { mergefn-not-merged "s_long" } } */
/* { dg-final { mergefn-not-merged "s_other" } } */
/* { dg-final { mergefn-merged "w_b" "w_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 3 } } */
