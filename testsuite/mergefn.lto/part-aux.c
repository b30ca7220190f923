/* Helper of the partition tests (part-*.c, with part-main.h): the twins
   of part-main.h's functions and their callers.  */
#define NOINLINE __attribute__ ((noinline))

NOINLINE unsigned
hash_b (const unsigned char *p, int n)
{
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++)
    h = (h ^ p[i]) * 16777619u;
  return h;
}

/* Not noinline, as fold_a: a noinline function is never made a wrapper.  */
long
fold_b (long x, int n)
{
  for (int i = 0; i < n; i++)
    x = x * 6364136223846793005L + 1442695040888963407L + i;
  return x;
}

static NOINLINE int
step (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x >> 1) ^ (-(x & 1) & 0x6b8b4567) ^ i;
  return x;
}

const unsigned short tbl_b[12] = { 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144 };

extern unsigned hash_a (const unsigned char *, int);

NOINLINE unsigned
call_hash_a (const unsigned char *p, int n)
{
  return hash_a (p, n) + 1;
}

NOINLINE unsigned
call_hash_b (const unsigned char *p, int n)
{
  return hash_b (p, n) + 2;
}

NOINLINE int
user_b (int x, int n)
{
  return step (x, n) - tbl_b[n % 12];
}

NOINLINE int
read_tbl_b (int n)
{
  return tbl_b[n % 12];
}

typedef long fold_fn (long, int);
fold_fn *volatile p_fold_b = fold_b;
