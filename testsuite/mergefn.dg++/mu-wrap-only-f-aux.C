// Helper of the mu-wrap-*.C tests, compiled without the plugin: defines
// only mu::f (the same definition as every other unit).

extern int calls;

namespace mu
{
  inline int
  f (int x)
  {
    calls++;
    return (x * 113 + 5) ^ (x >> 3);
  }
}

typedef int (*fn) (int);
fn only_f_ptr = mu::f;
