/* Rule: string constants compare byte by byte.  put1 and put2 copy
   "hello" vs "hellp" (GCC turns the strcpy into a memcpy of the literal)
   and lit1/lit2 return pointers to "abc" vs "abd": both pairs must stay
   apart ("string constant"), else a caller gets the other text.  same1
   and same2 copy the same literal and must merge.  */
/* { dg-do run } */

volatile int in = 1;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
put1 (char *d)
{
  __builtin_strcpy (d, "hello");
  return d[in];
}

static int NOINLINE
put2 (char *d)
{
  __builtin_strcpy (d, "hellp");
  return d[in];
}

static const char * NOINLINE
lit1 (int k)
{
  return k ? "abc" : 0;
}

static const char * NOINLINE
lit2 (int k)
{
  return k ? "abd" : 0;
}

/* Positive control.  */
static void NOINLINE
same1 (char *d, int k)
{
  __builtin_strcpy (d + k, "same text");
}

static void NOINLINE
same2 (char *d, int k)
{
  __builtin_strcpy (d + k, "same text");
}

int
main (void)
{
  char b[16];
  int v = in;
  if (put1 (b) != 'e' || __builtin_strcmp (b, "hello") != 0)
    __builtin_abort ();
  if (put2 (b) != 'e' || __builtin_strcmp (b, "hellp") != 0)
    __builtin_abort ();
  if (__builtin_strcmp (lit1 (v), "abc") != 0
      || __builtin_strcmp (lit2 (v), "abd") != 0)
    __builtin_abort ();
  same1 (b, v);
  if (__builtin_strcmp (b + 1, "same text") != 0)
    __builtin_abort ();
  same2 (b, v + 1);
  if (__builtin_strcmp (b + 2, "same text") != 0)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "put1" "put2" "^string constant$" } } */
/* { dg-final { mergefn-differ "lit1" "lit2" "^string constant$" } } */
/* { dg-final { mergefn-not-merged "put1" } } */
/* { dg-final { mergefn-not-merged "put2" } } */
/* { dg-final { mergefn-not-merged "lit1" } } */
/* { dg-final { mergefn-not-merged "lit2" } } */
/* { dg-final { mergefn-merged "same2" "same1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
