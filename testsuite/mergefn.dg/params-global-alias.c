/* Rule: a variable accessed directly that becomes a parameter is reached
   through a pointer in the shared body, so what alias analysis knew of
   the direct access must stay true or be given up, never kept wrongly:
   - acc_a/acc_b's tables have their address taken (main passes a pointer
     into them): a store to the table and a load through IN may hit the
     same int, in the shared body as in the originals;
   - bump_a/bump_b's tables are static and had no address taken before
     the merge (nothing could point to them; a thunk now passes their
     address, so they are addressable after it), and main keeps the
     other table's fields in registers across the calls as IPA-modref
     and ipa-reference allow.
   -O3 with parameterised merging asked for: vectorization of the loops;
   -fno-inline keeps main's calls direct and out of line (marking the
   members noinline did that before; it now refuses thunks).  */
/* { dg-do run } */
/* { dg-options "-O3 -fno-ipa-icf -fplugin-arg-mergefn-params -fno-inline" } */

struct acc { int n; int buf[8]; };
struct acc acc_x, acc_y;

#define ACC(NAME, OBJ, K)						\
  int									\
  NAME (const int *in, int k)						\
  {									\
    OBJ.n = 0;								\
    int x = *in;							\
    OBJ.buf[k & 7] = x + K;						\
    OBJ.n = *in * 2 + OBJ.buf[(k + 1) & 7];				\
    for (int i = 0; i < 8; i++)						\
      OBJ.buf[i] += *in;						\
    return OBJ.n + OBJ.buf[k & 7];					\
  }
ACC (acc_a, acc_x, 100)
ACC (acc_b, acc_y, 200)

static int
ref_acc (struct acc *o, const int *in, int k, int kk)
{
  o->n = 0;
  int x = *in;
  o->buf[k & 7] = x + kk;
  o->n = *in * 2 + o->buf[(k + 1) & 7];
  for (int i = 0; i < 8; i++)
    o->buf[i] += *in;
  return o->n + o->buf[k & 7];
}

struct cnt { int hits; int sum[16]; };
static struct cnt cnt_x, cnt_y;

#define BUMP(NAME, OBJ, K)						\
  int									\
  NAME (const int *v, int n)						\
  {									\
    for (int i = 0; i < n; i++)						\
      OBJ.sum[i & 15] += v[i] * K;					\
    OBJ.hits += n;							\
    return OBJ.sum[n & 15] + OBJ.hits;					\
  }
BUMP (bump_a, cnt_x, 3)
BUMP (bump_b, cnt_y, 5)

int
main (void)
{
  static struct acc r_x, r_y;
  for (int k = 0; k < 20; k++)
    {
      /* IN points into the table the function writes.  */
      int a = acc_a (&acc_x.buf[k & 7], k);
      int ra = ref_acc (&r_x, &r_x.buf[k & 7], k, 100);
      int b = acc_b (&acc_y.buf[(k + 3) & 7], k);
      int rb = ref_acc (&r_y, &r_y.buf[(k + 3) & 7], k, 200);
      if (a != ra || b != rb)
	__builtin_abort ();
    }
  if (__builtin_memcmp (&acc_x, &r_x, sizeof r_x)
      || __builtin_memcmp (&acc_y, &r_y, sizeof r_y))
    __builtin_abort ();

  static const int v[20] = { 4, 8, 15, 16, 23, 42, 1, 2, 3, 5,
			     7, 11, 13, 17, 19, 23, 29, 31, 37, 41 };
  int s = 0;
  for (int k = 1; k <= 20; k++)
    {
      int before = cnt_y.hits + cnt_y.sum[3];
      s += bump_a (v, k);
      if (cnt_y.hits + cnt_y.sum[3] != before)
	__builtin_abort ();
      before = cnt_x.hits + cnt_x.sum[5];
      s += bump_b (v, 21 - k);
      if (cnt_x.hits + cnt_x.sum[5] != before)
	__builtin_abort ();
    }
  /* The values of the program built without the plugin.  */
  if (s != 23218 || cnt_x.hits != 210 || cnt_y.hits != 210
      || cnt_x.sum[7] != 78 || cnt_y.sum[9] != 275)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "acc_a" "acc_a" "2" } } */
/* { dg-final { mergefn-params "acc_b" "acc_a" "2" } } */
/* { dg-final { mergefn-params "bump_a" "bump_a" "2" } } */
/* { dg-final { mergefn-params "bump_b" "bump_a" "2" } } */
