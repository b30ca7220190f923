/* Helper unit of merge-report-multi.c: a variable pair.  */

static const int aux2_a[3] = { 11, 12, 13 };
static const int aux2_b[3] = { 11, 12, 13 };
/* Not all elements equal: GCC 16 folds a load at an unknown index from an
   array whose elements are all equal, and the arrays then go unused.  */

int
aux2_total (int x)
{
  return aux2_a[x - 1] + aux2_b[x - 2] + aux2_a[x - 3];
}
