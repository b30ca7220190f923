/* params-handler-body.h: the handler pattern of issue 27, shared by
   params-global-base.c and det-compare-debug-params.c.  HANDLER defines
   a function that updates its own table TAB directly and stores CODE;
   ref_handler does the same through a pointer, for checking.  */
struct rec { int code; int count; int last[8]; long sum; };

#define HANDLER(NAME, TAB, CODE)					\
  int									\
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

static int
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
