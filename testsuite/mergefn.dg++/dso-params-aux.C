// Library of dso-params.C: built with and without the plugin at -Os
// (parameterised merging on), it must export the same dynamic symbols.

// Exported template instances that differ only in N, called out of line
// from exported functions: parameterised merging leaves them (and their
// users) to keep their exported bodies.
template <int N>
__attribute__ ((noinline)) int
scale (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    {
      s = s * 3 + i * N;
      if (s > 100000)
	s %= 9973;
    }
  return s;
}

int use_scale_4 (int x) { return scale<4> (x) + 1; }
int use_scale_8 (int x) { return scale<8> (x) + 1; }

// Internal functions that differ only in K: shared with K a parameter.
// Not noinline (a noinline function is never made a thunk): both builds
// of the library use -fno-inline.
#define STEP(NAME, K)							\
  static int								\
  NAME (int x)								\
  {									\
    int s = 0;								\
    for (int i = 0; i < x; i++)						\
      {									\
	s = s * 5 + (i ^ K);						\
	if (s > 100000)							\
	  s %= 9967;							\
	if ((s & 7) == 3)						\
	  s = s * 7 + (x >> 1);						\
      }									\
    return s;								\
  }
STEP (step_3, 3)
STEP (step_5, 5)

int use_step_3 (int x) { return step_3 (x) + 2; }
int use_step_5 (int x) { return step_5 (x) + 2; }
