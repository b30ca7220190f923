/* Helpers a header gives every unit that includes it: each unit that
   calls one out of line emits its own copy.  Across units
   (share-basic.c), every copy of one helper gets one content name and the
   linker keeps one body.  */
struct point { int x, y; };

static const short weights[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };

/* A loop over an array.  */
static int
sum_scaled (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] * 3 + (p[i] >> 1);
  return s;
}

/* Reads a unit-local read-only table: keyed by the table's content.  */
static int
weighted (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] * weights[i & 7];
  return s + sum_scaled (p, n);
}

/* Self-recursion.  */
static unsigned
gcd_steps (unsigned a, unsigned b)
{
  if (b == 0)
    return a * 1000;
  return gcd_steps (b, a % b) + 1;
}

/* A record passed by pointer.  */
static int
manhattan (const struct point *a, const struct point *b)
{
  int dx = a->x - b->x, dy = a->y - b->y;
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy) + gcd_steps (a->x, b->y);
}
