/* Helper of multi-file-mixed.c, compiled without the plugin.  */

char order[4];
int order_len;

static void __attribute__ ((constructor))
mark_aux (void)
{
  order[order_len++] = 'a';
}

int __attribute__ ((noinline))
plain_one (int x)
{
  return 2 * x + 1;
}

int __attribute__ ((noinline))
plain_two (int x)
{
  return 2 * x + 1;
}
