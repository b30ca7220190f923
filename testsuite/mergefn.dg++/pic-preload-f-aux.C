// Preloaded into pic-preload-f.C: interposes lib::f only.

namespace lib
{
  int
  f (int x)
  {
    return x + 1000;
  }
}
