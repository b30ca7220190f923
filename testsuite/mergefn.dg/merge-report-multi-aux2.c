/* Helper unit of merge-report-multi.c: a variable pair.  */

static const int aux2_a[3] = { 12, 12, 12 };
static const int aux2_b[3] = { 12, 12, 12 };

int
aux2_total (int x)
{
  return aux2_a[x - 1] + aux2_b[x - 2] + aux2_a[x - 3];
}
