// Helper of the mu-wrap-*.C tests, compiled without the plugin: defines
// only mu::g (the same definition as every other unit).

extern int calls;

namespace mu
{
  inline int
  g (int x)
  {
    calls++;
    return (x * 113 + 5) ^ (x >> 3);
  }
}

typedef int (*fn) (int);
fn only_g_ptr = mu::g;
