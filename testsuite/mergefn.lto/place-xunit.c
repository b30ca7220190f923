/* Placement across units: under -flto the whole program is one class
   space, and placement is still a key of the order (its hash carried
   from compile time includes the section).  h_boot (in mf_init, a
   section a kernel frees after start-up) and f are here, h_any and g in
   the other unit: f and g stay apart, and after "start-up" g never runs
   code in mf_init (probe records its caller).  hs1 and hs2, in one
   section, merge, and so do their callers fs and gs.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -flto" } */
/* { dg-additional-sources "place-xunit-aux.c" } */

#define INIT __attribute__ ((noinline, section ("mf_init")))
#define SEC __attribute__ ((noinline, section ("mf_sec")))
#define NOINLINE __attribute__ ((noinline))
#define H(k) { probe (); int s = 0; for (int i = 0; i < x; i++) s = s * 3 + (i ^ (k)); return s; }

extern char __start_mf_init[], __stop_mf_init[];
void *volatile called_from;
volatile int in = 6;

__attribute__ ((noipa)) void
probe (void)
{
  called_from = __builtin_return_address (0);
}

static int
in_init (void)
{
  char *p = (char *) called_from;
  return p >= __start_mf_init && p < __stop_mf_init;
}

static INIT int h_boot (int x) H (7)
NOINLINE int f (int x) { return h_boot (x) + 1; }
static SEC int hs1 (int x) H (11)
NOINLINE int fs (int x) { return hs1 (x) ^ 3; }
int g (int);
int gs (int);

int
main (void)
{
  int x = in;
  int a = f (x);
  if (!in_init ())
    __builtin_abort ();
  if (g (x) != a || in_init ())
    __builtin_abort ();
  if (fs (x) != gs (x))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-not-merged "g" } } */
/* { dg-final { mergefn-not-merged "f" } } */
/* { dg-final { mergefn-not-merged "h_any" } } */
/* { dg-final { mergefn-merged "gs" "fs" } } */
