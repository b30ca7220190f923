/* A mixed build: this unit with the plugin, one object compiled without
   it and linked first, one with the plugin at -Os linked last.  The
   constructors record the link order (.init_array runs in link order).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-object "multi-file-mixed-aux.c" "-O2" before } */
/* { dg-mergefn-object "multi-file-mixed-aux2.c" "%mergefn% -Os -fno-ipa-icf" } */

extern char order[4];
extern int order_len;
extern int plain_one (int), plain_two (int), small_one (int), small_two (int);

static void __attribute__ ((constructor))
mark_main (void)
{
  order[order_len++] = 'm';
}

static int
f (int x)
{
  return x * 3 + 7;
}

static int
g (int x)
{
  return x * 3 + 7;
}

int
main (void)
{
  if (order_len != 3 || order[0] != 'a' || order[1] != 'm' || order[2] != 'b')
    __builtin_abort ();
  if (f (1) != 10 || g (2) != 13)
    __builtin_abort ();
  if (plain_one (2) != 5 || plain_two (3) != 7)
    __builtin_abort ();
  if (small_one (2) != 15 || small_two (3) != 23)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "g" "f" "alias" } } */
/* { dg-final { mergefn-refused "mark_main" "^static constructor or destructor$" } } */
/* { dg-final { mergefn-pass-not-run "multi-file-mixed-aux.c" } } */
/* { dg-final { mergefn-merged "small_two" "small_one" "wrapper" "multi-file-mixed-aux2.c" } } */
