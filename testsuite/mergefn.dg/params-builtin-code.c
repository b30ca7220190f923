/* Rule: a builtin's arguments are judged by its function code, not its
   name.  The pointer arguments of the C library's data functions may be
   parameters however they are spelled: cpy_a/cpy_b (memcpy) and
   bcpy_a/bcpy_b (__builtin_memcpy, which is memcpy) share a body.  Other
   builtins keep their arguments constant (some fold on the address: an
   object size, an alignment): atom_a/atom_b, which differ only in the
   counter their __atomic_fetch_add updates, stay apart.  -Os: parameterised merging is
   on.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

extern void *memcpy (void *, const void *, __SIZE_TYPE__);

static const char tab_x[16] = "abcdefghijklmno", tab_y[16] = "ponmlkjihgfedcb";

#define CPY(NAME, COPY, TAB)						\
  int NAME (char *out, int n)						\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	COPY (out, TAB, 8);						\
	s = s * 7 + out[i & 7];						\
	if (s > 100000)							\
	  s %= 9973;							\
	out[i & 7] ^= (char) s;						\
      }									\
    return s;								\
  }
CPY (cpy_a, memcpy, tab_x)
CPY (cpy_b, memcpy, tab_y)
CPY (bcpy_a, __builtin_memcpy, tab_x + 1)
CPY (bcpy_b, __builtin_memcpy, tab_y + 1)

int count_p, count_q;
#define ATOM(NAME, COUNT)						\
  int NAME (const char *in, int n)					\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	s = s * 3 + __atomic_fetch_add (&COUNT, in[i & 7], __ATOMIC_RELAXED);\
	if (s > 100000)							\
	  s %= 9973;							\
      }									\
    return s;								\
  }
ATOM (atom_a, count_p)
ATOM (atom_b, count_q)

static int
ref_cpy (char *out, const char *tab, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 8; k++)
	out[k] = tab[k];
      s = s * 7 + out[i & 7];
      if (s > 100000)
	s %= 9973;
      out[i & 7] ^= (char) s;
    }
  return s;
}

static int
ref_atom (int *count, const char *in, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s = s * 3 + *count;
      *count += in[i & 7];
      if (s > 100000)
	s %= 9973;
    }
  return s;
}

int
main (void)
{
  char o1[8], o2[8];
  int c_p = 0, c_q = 0;
  for (int n = 3; n < 12; n += 4)
    {
      if (cpy_a (o1, n) != ref_cpy (o2, tab_x, n)
	  || cpy_b (o1, n + 1) != ref_cpy (o2, tab_y, n + 1)
	  || bcpy_a (o1, n + 2) != ref_cpy (o2, tab_x + 1, n + 2)
	  || bcpy_b (o1, n + 3) != ref_cpy (o2, tab_y + 1, n + 3))
	__builtin_abort ();
      if (atom_a (tab_x, n) != ref_atom (&c_p, tab_x, n)
	  || atom_b (tab_y, n + 1) != ref_atom (&c_q, tab_y, n + 1))
	__builtin_abort ();
    }
  if (count_p != c_p || count_q != c_q)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "cpy_b" "cpy_a" "1" } } */
/* { dg-final { mergefn-params "bcpy_b" "bcpy_a" "1" } } */
/* { dg-final { mergefn-apart "atom_b" "atom_a" "^params: referenced symbol$" } } */
/* { dg-final { mergefn-not-merged "atom_a" } } */
/* { dg-final { mergefn-not-merged "atom_b" } } */
