// Helper of the mu-wrap-*.C tests ("unit B"), compiled with the plugin:
// the same inline functions as the test's unit, defined in the opposite
// order (g first).  Every unit must still pick f, the smaller assembler
// name, as the survivor, so its g is a wrapper calling f and never the
// other way round.

extern int calls;

namespace mu
{
  inline int
  g (int x)
  {
    calls++;
    return (x * 113 + 5) ^ (x >> 3);
  }

  inline int
  f (int x)
  {
    calls++;
    return (x * 113 + 5) ^ (x >> 3);
  }
}

typedef int (*fn) (int);
fn b_ptrs[2] = { mu::g, mu::f };

int
b_call (int x)
{
  return b_ptrs[0] (x) + b_ptrs[1] (x + 1);
}
