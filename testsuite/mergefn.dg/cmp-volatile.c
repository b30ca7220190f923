/* Rule: a volatile access is not a plain access.  rd and vrd read an int
   through int * and volatile int * (the parameters' types are equal: a
   pointer's own qualifiers count, not its target's); gd and vgd read the
   global g plainly and through a volatile lvalue.  Both pairs must stay
   apart, else the survivor's plain load may be combined or dropped where
   the volatile one must happen each time.  rd/vrd have the same shape
   and the dump names the first difference: the accessed type is volatile
   ("volatile type"); gd/vgd already differ in the kind of reference (g
   vs MEM[(volatile int *)&g]).  Every function also stores to sink, so
   none is pure and the flags do not decide first.  vc1/vc2 do
   the same volatile access and must merge.  */
/* { dg-do run } */

volatile int in = 5;
int g = 7;
int sink;

#define NOINLINE __attribute__ ((noinline))

static int NOINLINE
rd (int *p, int k)
{
  int r = *p * k + 1;
  sink = r;
  return r;
}

static int NOINLINE
vrd (volatile int *p, int k)
{
  int r = *p * k + 1;
  sink = r;
  return r;
}

static int NOINLINE
gd (int k)
{
  int r = g - k;
  sink = r;
  return r;
}

static int NOINLINE
vgd (int k)
{
  int r = *(volatile int *) &g - k;
  sink = r;
  return r;
}

/* Positive control: the same volatile access.  */
static int NOINLINE
vc1 (volatile int *p)
{
  sink = *p;
  return sink * 7;
}

static int NOINLINE
vc2 (volatile int *p)
{
  sink = *p;
  return sink * 7;
}

int
main (void)
{
  int v = in;
  int x = v + 1;
  if (rd (&x, 3) != 19 || vrd (&x, 4) != 25)
    __builtin_abort ();
  if (gd (v) != 2 || vgd (v + 1) != 1)
    __builtin_abort ();
  if (vc1 (&x) != 42 || vc2 (&in) != 35)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-differ "rd" "vrd" "^volatile type$" } } */
/* { dg-final { mergefn-not-merged "rd" } } */
/* { dg-final { mergefn-not-merged "vrd" } } */
/* { dg-final { mergefn-not-merged "gd" } } */
/* { dg-final { mergefn-not-merged "vgd" } } */
/* { dg-final { mergefn-merged "vc2" "vc1" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 1 } } */
