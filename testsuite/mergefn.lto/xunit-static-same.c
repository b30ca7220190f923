/* Rule: static functions take part like any other; two static functions
   with the same name in different units and identical bodies are one
   class at WPA, and with no address taken the later one becomes an alias
   of the first (merge-rules.md: static functions whose address is not
   taken always alias).  The units' public callers then merge too.  */
/* { dg-do run } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-report=%report%" } */
/* { dg-additional-sources "xunit-static-same-aux.c" } */

#define NOINLINE __attribute__ ((noinline))

static NOINLINE unsigned
scale (unsigned x, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    x = x * 2654435761u + i;
  return x;
}

NOINLINE unsigned
run_a (unsigned x, unsigned n)
{
  return scale (x, n) ^ scale (x + 1, n);
}

extern unsigned run_b (unsigned, unsigned);

static unsigned
ref (unsigned x, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    x = x * 2654435761u + i;
  return x;
}

volatile unsigned seed = 12345, rounds = 7;

int
main (void)
{
  unsigned x = seed, n = rounds;
  if (run_a (x, n) != (ref (x, n) ^ ref (x + 1, n)))
    __builtin_abort ();
  if (run_b (x, n) != run_a (x, n))
    __builtin_abort ();
  return 0;
}

/* Both are called "scale" in the dump.  */
/* { dg-final { mergefn-merged "scale" "scale" "alias" } } */
/* { dg-final { mergefn-merged "run_b" "run_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
/* The report tells the two "scale"s apart by their units.  */
/* { dg-final { scan-mergefn-report-times "\"function\": \"scale\", \"into\": \"scale\"" 1 } } */
/* { dg-final { scan-mergefn-report "^.\"unit\": \"\[^\"\]*\\/xunit-static-same-aux\\.o\", \"function\": \"scale\", \"into\": \"scale\", \"into_unit\": \"\[^\"\]*\\/xunit-static-same\\.o\"" } } */
