/* Rule: placement is a key of the variable order as of the function
   order: equal read-only tables in different sections stay apart, and so
   do the functions that use them, one level and two levels down; equal
   tables in one section merge, and then so do their users.  tab_boot
   sits in a section a kernel would free after start-up (mf_initdata),
   tab_any has the same contents in .rodata: after start-up, nothing may
   read tab_boot (each reader returns the address it read from, checked
   against the linker's bounds of mf_initdata).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

#define INITDATA __attribute__ ((section ("mf_initdata")))
#define SECDATA __attribute__ ((section ("mf_secdata")))

extern const char __start_mf_initdata[], __stop_mf_initdata[];
volatile int in = 3;

static const int INITDATA tab_boot[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
static const int tab_any[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
static const int SECDATA tab_s1[8] = { 2, 7, 1, 8, 2, 8, 1, 8 };
static const int SECDATA tab_s2[8] = { 2, 7, 1, 8, 2, 8, 1, 8 };

const int *f (int i) { return &tab_boot[i & 7]; }
const int *g (int i) { return &tab_any[i & 7]; }
static const int *m1 (int i) { return &tab_boot[(i + 1) & 7]; }
static const int *m2 (int i) { return &tab_any[(i + 1) & 7]; }
const int *f2 (int i) { return m1 (i * 3); }
const int *g2 (int i) { return m2 (i * 3); }
int fs (int i) { return tab_s1[i & 7] * 5; }
int gs (int i) { return tab_s2[i & 7] * 5; }

static int
in_init (const int *p)
{
  return (const char *) p >= __start_mf_initdata
	 && (const char *) p < __stop_mf_initdata;
}

int
main (void)
{
  int i = in;
  const int *p = f (i), *q = f2 (i);
  if (!in_init (p) || !in_init (q) || *p != 1 || *q != 4)
    __builtin_abort ();
  p = g (i);
  q = g2 (i);
  if (in_init (p) || in_init (q) || *p != 1 || *q != 4)
    __builtin_abort ();
  if (fs (i) != 40 || gs (i + 1) != 10)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "tab_boot" "tab_any" "^section$" } } */
/* { dg-final { mergefn-not-merged "tab_any" } } */
/* { dg-final { mergefn-not-merged "tab_boot" } } */
/* { dg-final { mergefn-not-merged "g" } } */
/* { dg-final { mergefn-not-merged "f" } } */
/* { dg-final { mergefn-not-merged "g2" } } */
/* { dg-final { mergefn-not-merged "m2" } } */
/* { dg-final { mergefn-merged "tab_s2" "tab_s1" "alias" } } */
/* { dg-final { mergefn-merged "gs" "fs" "wrapper" } } */
