/* Rule: a shared library built with -flto -fPIC (and the plugin, on its
   one compile-and-link command) is merged at its own link time, where its
   public functions can be interposed (merge-rules.md 2-4):
     lib_a and lib_b (public, interposable): lib_b becomes a wrapper of
       lib_a's local alias, so interposing lib_a (this program defines
       its own) does not change lib_b, while the library's own call to
       lib_a reaches the program's;
     hid_a and hid_b (hidden) and the two static helpers merge by alias:
       nothing outside the library can see them;
     the library's two equal read-only tables merge.
   The program itself is an LTO link with the plugin, where nothing of
   the library takes part.  */
/* { dg-do run } */
/* { dg-mergefn-shlib "shlib-aux.c" "%mergefn% %flags%" } */

extern int lib_b (int);
extern int lib_calls_a (int);
extern int lib_calls_hidden (int);
extern int lib_tables (int);

/* Interposes the library's lib_a.  */
int
lib_a (int x)
{
  return -x;
}

static int
ref (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 7 + (i ^ x);
  return s;
}

static int
ref_hid (int x)
{
  int s = 1;
  for (int i = 0; i < x; i++)
    s = s * 7 + (i ^ x);
  return s;
}

volatile int vx = 6;

int
main (void)
{
  int x = vx;
  if (lib_a (x) != -x || lib_calls_a (x) != -x + 1)
    __builtin_abort ();
  if (lib_b (x) != ref (x))
    __builtin_abort ();
  if (lib_calls_hidden (x) != 2 * ref_hid (x) + 2 * ref_hid (x + 1))
    __builtin_abort ();
  /* t1[6 % 8] + t2[(6 + 1) % 8] == 2 + 6.  */
  if (lib_tables (x) != 8)
    __builtin_abort ();
  return 0;
}

/* The library's link-time dump.  */
/* { dg-final { mergefn-merged "lib_b" "lib_a" "wrapper" "shlib-aux.c.wpa" } } */
/* { dg-final { mergefn-merged "hid_b" "hid_a" "alias" "shlib-aux.c.wpa" } } */
/* { dg-final { mergefn-merged "helper_b" "helper_a" "alias" "shlib-aux.c.wpa" } } */
/* { dg-final { mergefn-merged "t2" "t1" "alias" "shlib-aux.c.wpa" } } */
/* The program's: only its own functions.  */
/* { dg-final { scan-mergefn-dump "^;; round 1$" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 0 } } */
