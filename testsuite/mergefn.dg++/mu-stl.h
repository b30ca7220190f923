// Shared by mu-stl-*.C and their helpers: one unit's work with the
// standard library (containers of pointers to different types, sorting
// with equal comparators, maps of strings, std::function, shared_ptr,
// exceptions), instantiating the same templates in every unit.

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace stl
{
  enum E : int { E0, E1 };

  inline int ia (int x) { return (x * 167 + 7) ^ (x >> 3); }
  inline int ib (int x) { return (x * 167 + 7) ^ (x >> 3); }

  template <typename T>
  __attribute__ ((noinline)) T
  total (const std::vector<T> &v)
  {
    T s {};
    for (auto x : v)
      s = (T) (s + x);
    return s;
  }

  inline __attribute__ ((noinline)) int
  checked (int x)
  {
    if (x < 0)
      throw std::out_of_range ("negative");
    return x * 2;
  }

  // Deterministic work; the same result in every unit for the same K.
  static long
  work (int k)
  {
    std::vector<int *> vi;
    std::vector<long *> vl;
    std::vector<unsigned *> vu;
    int a[5];
    long b[5];
    unsigned c[5];
    for (int i = 0; i < 5; i++)
      {
	vi.push_back (&a[i]);
	vl.push_back (&b[i]);
	vu.push_back (&c[i]);
      }
    std::sort (vi.begin (), vi.end (), std::greater<int *> ());
    std::sort (vl.begin (), vl.end (), std::greater<long *> ());
    std::sort (vu.begin (), vu.end (), std::greater<unsigned *> ());
    if (vi[0] != &a[4] || vl[4] != &b[0] || vu[2] != &c[2])
      __builtin_abort ();
    std::map<int, std::string> m;
    std::map<unsigned, std::string> mu;
    for (int i = 0; i < 10; i++)
      {
	m[(i * 7 + k) % 10] = std::to_string (i);
	mu[(unsigned) (i * 3 + k) % 10] = std::string (i, 'x');
      }
    std::vector<int> iv { 1, 2, 3, k };
    std::vector<E> ev { E1, E1, E0 };
    std::vector<unsigned> uv { 4u, (unsigned) k };
    std::function<int (int)> fa = ia, fb = ib;
    int (*volatile pa) (int) = ia;
    int (*volatile pb) (int) = ib;
    if (pa == pb)
      __builtin_abort ();
    auto sp = std::make_shared<std::vector<long *>> (vl);
    long r = total (iv) + total (ev) + total (uv) + fa (k) + fb (k + 1) + pa (k) + pb (k);
    r += (long) m.size () + (long) mu.size () + (long) sp->size () + (long) m[k % 10].size ()
	 + (long) mu[(unsigned) k % 10].size ();
    try
      {
	r += checked (k);
	r += checked (-k - 1);
	__builtin_abort ();
      }
    catch (const std::out_of_range &e)
      {
	r += (long) std::string (e.what ()).size ();
      }
    return r;
  }
}

long unit_b (int), unit_c (int);
