/* Rule: a field reference compares the field by offset, size and type,
   not by name, so reading two int fields at different offsets is a
   different body.  geta/getb read s.a (offset 0) and s.b (offset 4) of
   the same struct and must stay apart ("field offset"); merging them
   would read the wrong field.  getc1/getc2 read the same field and must
   merge.  cmp-field-offset-nsa.c checks two struct types whose int is at
   different offsets without strict aliasing (so that the alias sets do
   not decide first).  */
/* { dg-do run } */

struct s
{
  int a;
  int b;
  int c;
};

volatile int in = 5;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
geta (struct s *p, int k)
{
  return p->a * k + 1;
}

static int NOINLINE
getb (struct s *p, int k)
{
  return p->b * k + 1;
}

/* Positive control: the same field.  */
static int NOINLINE
getc1 (struct s *p)
{
  return p->c - 4;
}

static int NOINLINE
getc2 (struct s *p)
{
  return p->c - 4;
}

int
main (void)
{
  struct s x = { in, in + 1, in + 2 };
  if (geta (&x, 3) != 16 || getb (&x, 3) != 19)
    __builtin_abort ();
  if (getc1 (&x) != 3 || getc2 (&x) != 3)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "geta" "getb" "^field offset$" } } */
/* { dg-final { mergefn-not-merged "geta" } } */
/* { dg-final { mergefn-not-merged "getb" } } */
/* { dg-final { mergefn-merged "getc2" "getc1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
