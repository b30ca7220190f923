// Preloaded into pic-preload-g.C: interposes lib::g only.

namespace lib
{
  int
  g (int x)
  {
    return x + 2000;
  }
}
