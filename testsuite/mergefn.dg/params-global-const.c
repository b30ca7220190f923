/* Rule: functions that read only read-only tables are const (GCC's
   pure-const analysis); merged by the table they read, the shared body
   reads it through its pointer argument, which a const function may not:
   it is pure, the thunks stay const.  get_a/get_b share one body, and the
   results are those of a reference reading the tables through pointers.
   -Os: parameterised merging is on.  */
/* { dg-do run } */
/* { dg-options "-Os -fno-ipa-icf -fno-inline" } */

static const int ctab_a[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
static const int ctab_b[16] = { 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1 };

#define GET(NAME, T)							\
  int NAME (int i)							\
  {									\
    int s = 0;								\
    for (int k = 0; k < (i & 7) + 2; k++)				\
      {									\
	s = s * 3 + T[(i + k) & 15];					\
	if (s > 1000)							\
	  s -= 997;							\
      }									\
    return s + T[i & 15];						\
  }
GET (get_a, ctab_a)
GET (get_b, ctab_b)

static int
ref (const volatile int *t, int i)
{
  int s = 0;
  for (int k = 0; k < (i & 7) + 2; k++)
    {
      s = s * 3 + t[(i + k) & 15];
      if (s > 1000)
	s -= 997;
    }
  return s + t[i & 15];
}

int
main (void)
{
  int s = 0;
  for (int i = 0; i < 40; i++)
    {
      int a = get_a (i), b = get_b (i);
      if (a != ref (ctab_a, i) || b != ref (ctab_b, i) || a != get_a (i))
	__builtin_abort ();
      s += a * 3 + b;
    }
  if (s != 285458)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-params "get_a" "get_a" "1" } } */
/* { dg-final { mergefn-params "get_b" "get_a" "1" } } */
