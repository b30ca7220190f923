/* Rule: a function whose address a variable in a section of its own
   records (a table the program keys by code address: the kernel's
   NOKPROBE_SYMBOL puts one in _kprobe_blacklist, and kprobes never probes
   inside a listed function) keeps its own code and entry: it becomes no
   wrapper or alias, its callers are not redirected, and calls to it are
   compared by identity, so its callers stay apart too (guarded_caller,
   plain_caller).  A function whose address sits in an ordinary table of
   pointers (in .rodata) merges as any other (tab_a, tab_b), and so does
   an unrecorded pair (plain_a, plain_b).  */
/* { dg-do run } */

#define RECORD(fn) \
  static unsigned long __attribute__ ((used, section ("mf_blacklist"))) \
    rec_##fn = (unsigned long) fn;
#define BODY(k) { long s = r[0] ^ r[1]; if (r[2] & 0x200) s += r[3] * (k) - r[4]; r[5] = s; return s >> 2; }

long generic_helper (long *r) BODY (3)
long guarded_helper (long *r) BODY (3)
RECORD (guarded_helper)
__attribute__ ((noinline)) long guarded_caller (long *r) { return guarded_helper (r) + 1; }
__attribute__ ((noinline)) long plain_caller (long *r) { return generic_helper (r) + 1; }

long tab_a (long *r) BODY (5)
long tab_b (long *r) BODY (5)
long (*const table[2]) (long *) = { tab_a, tab_b };

static __attribute__ ((noinline)) long plain_a (long *r) BODY (7)
static __attribute__ ((noinline)) long plain_b (long *r) BODY (7)

extern const unsigned long __start_mf_blacklist[], __stop_mf_blacklist[];

static long
ref (long *r, long k)
{
  long s = r[0] ^ r[1];
  if (r[2] & 0x200)
    s += r[3] * k - r[4];
  return s >> 2;
}

long data[6] = { 12, 7, 0x3ff, 9, 4, 0 };

int
main (void)
{
  if (__stop_mf_blacklist - __start_mf_blacklist != 1
      || __start_mf_blacklist[0] != (unsigned long) guarded_helper)
    __builtin_abort ();
  if (guarded_caller (data) != ref (data, 3) + 1
      || plain_caller (data) != ref (data, 3) + 1
      || table[0] (data) != ref (data, 5) || table[1] (data) != ref (data, 5)
      || plain_a (data) != ref (data, 7) || plain_b (data) != ref (data, 7))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-not-merged "guarded_helper" } } */
/* { dg-final { mergefn-apart "guarded_helper" "generic_helper" "recorded in section mf_blacklist by address" } } */
/* { dg-final { mergefn-not-merged "guarded_caller" } } */
/* { dg-final { mergefn-not-merged "plain_caller" } } */
/* { dg-final { mergefn-differ "guarded_caller" "plain_caller" "^callee$" } } */
/* { dg-final { mergefn-merged "tab_b" "tab_a" "wrapper" } } */
/* { dg-final { mergefn-merged "plain_b" "plain_a" "alias" } } */
