// Shared library of pic-preload-f.C and pic-preload-g.C, built with the
// plugin and -fPIC: two equal public non-inline functions, interposable,
// and functions of the library that call them.

namespace lib
{
  int
  f (int x)
  {
    return (x * 131 + 7) ^ (x >> 2);
  }

  int
  g (int x)
  {
    return (x * 131 + 7) ^ (x >> 2);
  }

  // Calls from inside the library go through the interposable symbols.
  int
  both (int x)
  {
    return f (x) * 10 + g (x);
  }
}
