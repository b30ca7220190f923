// Rule: parameterised merging copies a body whose calls identical merging
// redirected: the copy calls the survivor, never the function merged away
// (whose body is gone).  fill<long long> is redirected to fill<long> (equal
// template instances); scaled_7 and scaled_9 call fill<long long> and differ
// in one constant, so their shared body is a copy of such a caller.  The
// program must link (no undefined fill<long long>) and compute the same.
// scaled_7 and scaled_9 are not noinline (a noinline function is never
// made a thunk): -fno-inline keeps main's calls out of line.
// { dg-do run }
// { dg-options "-Os -fno-ipa-icf -fno-inline" }

extern "C" void abort ();

template <typename T>
__attribute__ ((noinline)) void
fill (T *p, int n, T v)
{
  for (int i = 0; i < n; i++)
    p[i] = v + i;
}

long
use_long (long *p, int n)
{
  fill<long> (p, n, 2);
  return p[n - 1];
}

#define SCALED(NAME, K)						\
  int									\
  NAME (long long *p, int n)						\
  {									\
    fill<long long> (p, n, 3);						\
    int s = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	int v = p[i] * K;						\
	s = s * 3 + (v > 40 ? v : v + s / 2);				\
	if (s > 100000)							\
	  s %= 9973;							\
      }									\
    return s;								\
  }
SCALED (scaled_7, 7)
SCALED (scaled_9, 9)

// noipa: the reference keeps its constant an argument, out of sight.
static __attribute__ ((noipa)) int
ref (int n, int k)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int v = (3 + i) * k;
      s = s * 3 + (v > 40 ? v : v + s / 2);
      if (s > 100000)
	s %= 9973;
    }
  return s;
}

int
main ()
{
  long long u[8];
  long x[8];
  if (use_long (x, 8) != 9)
    abort ();
  if (scaled_7 (u, 8) != ref (8, 7) || scaled_9 (u, 8) != ref (8, 9))
    abort ();
  return 0;
}

// long and long long are one type of value only on LP64 targets.
// { dg-final { mergefn-merged "_Z4fillIxEvPT_iS0_" "_Z4fillIlEvPT_iS0_" "redirect" { target lp64 } } }
// { dg-final { mergefn-params "_Z8scaled_7Pxi" "_Z8scaled_7Pxi" "1" } }
// { dg-final { mergefn-params "_Z8scaled_9Pxi" "_Z8scaled_7Pxi" "1" } }
