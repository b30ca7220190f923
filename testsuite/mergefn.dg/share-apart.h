/* Helpers with the same names and shapes in every unit, but code that
   differs with the unit's STEP, CALLEE and FIELD_FIRST (share-apart.c):
   each unit must keep calling its own.  */
extern int ext_double (int);
extern int ext_seven (int);

struct pair
{
#if FIELD_FIRST
  int a, b;
#else
  int b, a;
#endif
};

static int
stepped (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i += 1)
    s = s * STEP + p[i];
  return s;
}

static int
forward (int x, int y)
{
  return CALLEE (x) * 3 + CALLEE (y);
}

static int
first_of (const struct pair *p, int k)
{
  return p->a * k + p->b + k;
}

/* The same in every unit: the units compile it with different options
   (share-apart-aux2.c, -fno-tree-pre), which must keep the names apart
   too.  */
static int
same_code (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += (p[i] ^ 5) * (i + 1);
  return s;
}

static inline int
unit_total (const int *p, int n)
{
  struct pair q = { 4, 9 };
  return stepped (p, n) + stepped (p, n - 1) + forward (n, 3) + forward (2, n)
	 + first_of (&q, n) + first_of (&q, 2) + same_code (p, n)
	 + same_code (p, n - 2);
}
