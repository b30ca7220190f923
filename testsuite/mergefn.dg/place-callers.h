/* The program of place-callers.c (-O2) and place-callers-os.c (-Os,
   parameterised merging on): placement is a key of the order, so callers
   of equal code placed apart stay apart too.  h_boot sits in a section a
   kernel would free after start-up (its .init.text; here mf_init), h_any
   has the same body in .text.  Their callers f and g are equal but for
   the callee; merged (g a wrapper of f, as the plugin of 89b6705 did), g
   would call freed code.  The same two calls down (f2 -> m1 -> k_boot,
   g2 -> m2 -> k_any).  Callers of equal code in one section merge (fs,
   gs).  p_boot and p_any differ in a constant and are large enough to
   share a body at -Os: never across sections.  probe records where it
   was called from: code in mf_init may run only through f, f2 and fp.  */

#define INIT __attribute__ ((section ("mf_init")))
#define SEC __attribute__ ((section ("mf_sec")))

extern char __start_mf_init[], __stop_mf_init[];
static void *volatile called_from;
volatile int in = 5;

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

#define H(k) { probe (); int s = 0; for (int i = 0; i < x; i++) s = s * 3 + (i ^ (k)); return s; }

static INIT int h_boot (int x) H (7)
static int h_any (int x) H (7)
int f (int x) { return h_boot (x) + 1; }
int g (int x) { return h_any (x) + 1; }

static INIT int k_boot (int x) H (9)
static int k_any (int x) H (9)
static int m1 (int x) { return k_boot (x) * 5; }
static int m2 (int x) { return k_any (x) * 5; }
int f2 (int x) { return m1 (x) - 2; }
int g2 (int x) { return m2 (x) - 2; }

static SEC int hs1 (int x) H (11)
static SEC int hs2 (int x) H (11)
int fs (int x) { return hs1 (x) ^ 3; }
int gs (int x) { return hs2 (x) ^ 3; }

/* Large enough to be worth a shared body at -Os, differing in a
   constant: never shared across sections.  */
#define P(k) { probe (); int s = 0; for (int i = 0; i < x; i++) { s = s * 3 + (i & (k)) + in; tab[i & 15] += s ^ (k); if (s > 1000 * (k)) s -= tab[(i * (k)) & 15]; } return s; }
static int tab[16];
static INIT int p_boot (int x) P (11)
static int p_any (int x) P (13)
int fp (int x) { return p_boot (x) + 7; }
int gp (int x) { return p_any (x) + 7; }

static int
ref (int k, int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 3 + (i ^ k);
  return s;
}

int
main (void)
{
  int x = in;
  /* "Start-up": the init code runs.  */
  if (f (x) != ref (7, x) + 1 || !in_init ())
    __builtin_abort ();
  if (f2 (x) != ref (9, x) * 5 - 2 || !in_init ())
    __builtin_abort ();
  int pb = fp (x);
  if (!in_init ())
    __builtin_abort ();
  /* After it, nothing may reach it.  */
  if (g (x) != ref (7, x) + 1 || in_init ())
    __builtin_abort ();
  if (g2 (x) != ref (9, x) * 5 - 2 || in_init ())
    __builtin_abort ();
  int pa = gp (x);
  if (in_init ())
    __builtin_abort ();
  if (fs (x) != (ref (11, x) ^ 3) || gs (x) != (ref (11, x) ^ 3))
    __builtin_abort ();
  return pb == pa + 1234567;
}

