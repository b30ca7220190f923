/* Helper of rodata-xunit.c: the other unit's tables.  */
#define NOINLINE __attribute__ ((noinline))

const int tab_b[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
const int odd_b[8] = { 2, 7, 1, 8, 2, 9, 1, 8 };
const int cmp_b[8] = { 1, 4, 1, 4, 2, 1, 3, 5 };
static const short lut[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };

NOINLINE int
get_b (int i)
{
  return tab_b[i & 7] * 100 + odd_b[i & 7] * 10 + lut[i & 15];
}

const int *volatile p_cmp_b = cmp_b;
