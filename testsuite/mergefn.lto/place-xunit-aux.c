/* The other unit of place-xunit.c.  */
#define SEC __attribute__ ((noinline, section ("mf_sec")))
#define NOINLINE __attribute__ ((noinline))
#define H(k) { probe (); int s = 0; for (int i = 0; i < x; i++) s = s * 3 + (i ^ (k)); return s; }

void probe (void);
static NOINLINE int h_any (int x) H (7)
NOINLINE int g (int x) { return h_any (x) + 1; }
static SEC int hs2 (int x) H (11)
NOINLINE int gs (int x) { return hs2 (x) ^ 3; }
