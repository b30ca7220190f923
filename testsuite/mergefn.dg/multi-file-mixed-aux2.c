/* Helper of multi-file-mixed.c, compiled with the plugin at -Os.  */

extern char order[4];
extern int order_len;

static void __attribute__ ((constructor))
mark_aux2 (void)
{
  order[order_len++] = 'b';
}

int
small_one (int x)
{
  /* Big enough that a wrapper (a tail call) is smaller.  */
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (i ^ x) * 3 + (s >> 2);
  return s - 1;
}

int
small_two (int x)
{
  /* Big enough that a wrapper (a tail call) is smaller.  */
  int s = 0;
  for (int i = 0; i < x; i++)
    s += (i ^ x) * 3 + (s >> 2);
  return s - 1;
}
