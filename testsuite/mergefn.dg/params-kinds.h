/* Functions equal except for constants of every kind parameterised
   merging passes as parameters (doc/merge-rules.md, "Parameterised
   merging"): an integer, a floating constant, the address of a variable,
   the address of a function called directly.  main compares each with a
   computation of its own, so a constant that reached the wrong member
   makes the program abort.  Included by params-Os.c, params-O2.c,
   params-O2-arg.c, params-O1-arg.c and params-O3-arg.c.  */

extern void abort (void);

struct rec { int key; int val; int extra; };

#define SCALED(NAME, K)						\
  int									\
  NAME (const struct rec *r, int n)					\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	int v = r[i].val * K + r[i].key;				\
	if (v > 100)							\
	  v = v - r[i].extra;						\
	s += v ^ (v >> 2);						\
      }									\
    return s;								\
  }
SCALED (scaled_3, 3)
SCALED (scaled_5, 5)
SCALED (scaled_7, 7)

#define WEIGHTED(NAME, W)						\
  double								\
  NAME (const double *x, int n)						\
  {									\
    double s = 0;							\
    for (int i = 0; i < n; i++)						\
      {									\
	double v = x[i] * W;						\
	s = v > s ? v - s * 0.5 : s + v * 0.25;				\
      }									\
    return s;								\
  }
WEIGHTED (weighted_half, 0.5)
WEIGHTED (weighted_tenth, 0.1)

int table_up[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
int table_down[8] = { 8, 7, 6, 5, 4, 3, 2, 1 };

int
pick (const int *t, unsigned i)
{
  return t[i & 7];
}

/* The table's address is a value, passed on: a parameter can carry it.
   (An access table[i] is a memory reference, whose base stays.)  */
#define LOOKUP(NAME, T)							\
  int									\
  NAME (const unsigned char *p, int n)					\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	int v = pick (T, p[i]);						\
	s = s * 3 + (v > 4 ? v : -v);					\
	if (s > 10000)							\
	  s -= 9973;							\
      }									\
    return s;								\
  }
LOOKUP (lookup_up, table_up)
LOOKUP (lookup_down, table_down)

int twice (int x) { return x * 2 + 1; }
int thrice (int x) { return x * 3 - 1; }

#define APPLY(NAME, F)							\
  int									\
  NAME (const int *p, int n)						\
  {									\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	int v = F (p[i]);						\
	s += v > 10 ? v - 10 : v + s / 2;				\
	if (s > 1000)							\
	  s %= 997;							\
      }									\
    return s;								\
  }
APPLY (apply_twice, twice)
APPLY (apply_thrice, thrice)

/* The same computations, written once with the constant as a value.  */
static int
ref_scaled (const struct rec *r, int n, volatile int k)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int v = r[i].val * k + r[i].key;
      if (v > 100)
	v = v - r[i].extra;
      s += v ^ (v >> 2);
    }
  return s;
}

static double
ref_weighted (const double *x, int n, volatile double w)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      double v = x[i] * w;
      s = v > s ? v - s * 0.5 : s + v * 0.25;
    }
  return s;
}

static int
ref_lookup (const unsigned char *p, int n, int *volatile t)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int v = t[p[i] & 7];
      s = s * 3 + (v > 4 ? v : -v);
      if (s > 10000)
	s -= 9973;
    }
  return s;
}

static int
ref_apply (const int *p, int n, int (*volatile f) (int))
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int v = f (p[i]);
      s += v > 10 ? v - 10 : v + s / 2;
      if (s > 1000)
	s %= 997;
    }
  return s;
}

int
main (void)
{
  struct rec r[4] = { { 1, 20, 3 }, { 2, 40, 5 }, { 3, 9, 1 }, { 7, 33, 2 } };
  double x[5] = { 1.5, 40.0, 3.25, 100.0, 7.0 };
  unsigned char p[6] = { 1, 9, 200, 3, 77, 5 };
  int q[5] = { 4, 11, 2, 30, 8 };
  if (scaled_3 (r, 4) != ref_scaled (r, 4, 3)
      || scaled_5 (r, 4) != ref_scaled (r, 4, 5)
      || scaled_7 (r, 4) != ref_scaled (r, 4, 7))
    abort ();
  if (weighted_half (x, 5) != ref_weighted (x, 5, 0.5)
      || weighted_tenth (x, 5) != ref_weighted (x, 5, 0.1))
    abort ();
  if (lookup_up (p, 6) != ref_lookup (p, 6, table_up)
      || lookup_down (p, 6) != ref_lookup (p, 6, table_down))
    abort ();
  if (apply_twice (q, 5) != ref_apply (q, 5, twice)
      || apply_thrice (q, 5) != ref_apply (q, 5, thrice))
    abort ();
  return 0;
}
