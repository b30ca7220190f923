/* The handler of params-global-xunit.c, on a table of its unit.  Not
   noinline (a noinline function is never made a thunk): the test
   compiles and links with -fno-inline instead.  */
struct rec { int code; int count; int last[8]; long sum; };

#define HANDLER(NAME, TAB, CODE)					\
  int								\
  NAME (const int *v, int n)						\
  {									\
    TAB.code = CODE;							\
    for (int i = 0; i < n; i++)						\
      {									\
	TAB.sum += v[i];						\
	TAB.last[i & 7] = v[i] + TAB.code;				\
      }									\
    TAB.count++;							\
    return TAB.count + TAB.last[n & 7];					\
  }

static inline int
ref_handler (struct rec *t, int code, const int *v, int n)
{
  t->code = code;
  for (int i = 0; i < n; i++)
    {
      t->sum += v[i];
      t->last[i & 7] = v[i] + t->code;
    }
  t->count++;
  return t->count + t->last[n & 7];
}

int h_a (const int *v, int n);
int h_b (const int *v, int n);
const struct rec *tab_here (void);
const struct rec *tab_there (void);
