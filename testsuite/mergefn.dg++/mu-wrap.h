// Shared by the mu-wrap-*.C tests ("unit A", compiled with the plugin):
// mu::f and mu::g are equal inline functions, each in its own comdat
// group, both with their addresses taken here and in every other unit.
// The linker keeps the first copy of each group it sees; whichever mix of
// copies (wrapper or body, with or without the plugin) it keeps, every
// call must reach a body exactly once and never loop.

#include <unistd.h>

int calls;

namespace mu
{
  inline int
  f (int x)
  {
    calls++;
    return (x * 113 + 5) ^ (x >> 3);
  }

  inline int
  g (int x)
  {
    calls++;
    return (x * 113 + 5) ^ (x >> 3);
  }
}

typedef int (*fn) (int);
fn a_ptrs[2] = { mu::f, mu::g };
extern fn b_ptrs[2];
int b_call (int);

static int
want (int x)
{
  return (x * 113 + 5) ^ (x >> 3);
}

// Check the functions through this unit's pointers and unit B's.
static void
check_ab ()
{
  // A loop of wrappers would never return: SIGALRM ends the test.
  alarm (20);
  if (a_ptrs[0] == a_ptrs[1])
    __builtin_abort ();
  if (a_ptrs[0] != b_ptrs[1] || a_ptrs[1] != b_ptrs[0])
    __builtin_abort ();
  calls = 0;
  for (int x = 0; x < 50; x++)
    if (a_ptrs[0] (x) != want (x) || a_ptrs[1] (x) != want (x)
	|| mu::f (x) != want (x) || mu::g (x) != want (x))
      __builtin_abort ();
  if (calls != 200)
    __builtin_abort ();
  calls = 0;
  if (b_call (7) != want (7) + want (8) || calls != 2)
    __builtin_abort ();
}
