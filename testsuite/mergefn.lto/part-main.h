/* The program of the partition tests (part-*.c, with part-aux.c): merged
   symbols used from other partitions.  Under -flto-partition=max every
   function has a partition of its own, so each caller below is in another
   partition than what it calls:
     hash_b (part-aux.c) becomes an alias of hash_a: the alias and its
       target, called from both units;
     fold_b becomes a wrapper of fold_a (both addresses compared): the
       wrapper and its target (neither is noinline, which is never made
       a wrapper; main calls both through volatile pointers, so the
       wrapper runs whatever is inlined);
     the two static "step" functions (one per unit) alias;
     tbl_b becomes an alias of tbl_a (read-only tables).  */

#define NOINLINE __attribute__ ((noinline))

NOINLINE unsigned
hash_a (const unsigned char *p, int n)
{
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++)
    h = (h ^ p[i]) * 16777619u;
  return h;
}

long
fold_a (long x, int n)
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

const unsigned short tbl_a[12] = { 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144 };

NOINLINE int
user_a (int x, int n)
{
  return step (x, n) + tbl_a[n % 12];
}

typedef long fold_fn (long, int);
fold_fn *volatile p_fold_a = fold_a;

extern unsigned hash_b (const unsigned char *, int);
extern unsigned call_hash_b (const unsigned char *, int);
extern unsigned call_hash_a (const unsigned char *, int);
extern long fold_b (long, int);
extern fold_fn *volatile p_fold_b;
extern int user_b (int, int);
extern int read_tbl_b (int);

static unsigned
ref_hash (const unsigned char *p, int n)
{
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++)
    h = (h ^ p[i]) * 16777619u;
  return h;
}

static long
ref_fold (long x, int n)
{
  for (int i = 0; i < n; i++)
    x = x * 6364136223846793005L + 1442695040888963407L + i;
  return x;
}

static int
ref_step (int x, int n)
{
  for (int i = 0; i < n; i++)
    x = (x >> 1) ^ (-(x & 1) & 0x6b8b4567) ^ i;
  return x;
}

volatile int vn = 10;
volatile long vx = 424242;

int
main (void)
{
  static const unsigned char text[] = "partitioned link";
  int n = vn;
  long x = vx;
  unsigned h = ref_hash (text, n);
  if (hash_a (text, n) != h || hash_b (text, n) != h
      || call_hash_a (text, n) != h + 1 || call_hash_b (text, n) != h + 2)
    __builtin_abort ();
  if (p_fold_a == p_fold_b)
    __builtin_abort ();
  if (fold_a (x, n) != ref_fold (x, n) || fold_b (x, n) != ref_fold (x, n)
      || p_fold_a (x, n) != ref_fold (x, n) || p_fold_b (x, n) != ref_fold (x, n))
    __builtin_abort ();
  /* tbl[10] == 89.  */
  if (user_a ((int) x, n) != ref_step ((int) x, n) + 89
      || user_b ((int) x, n) != ref_step ((int) x, n) - 89
      || read_tbl_b (n) != 89)
    __builtin_abort ();
  return 0;
}
