// Shared by mu-mixed-*.C and their helper units: a "library header" of
// templates, inline functions, classes with virtual functions,
// constructors and destructors and static locals, which every unit
// instantiates.  Units are built with and without the plugin (and at
// other levels); the linker keeps one copy of each comdat group, from
// whichever unit comes first, and every mix must behave the same.

#include <vector>
#include <algorithm>

namespace mx
{
  enum E : int { E0, E1, E2 };

  extern int ctors, dtors;

  template <typename T>
  __attribute__ ((noinline)) T
  scale (T x)
  {
    return (T) ((x * 37 + 11) ^ (x >> 2));
  }

  template <typename T>
  __attribute__ ((noinline)) T *
  mid (T *a, T *b)
  {
    return a + (b - a) / 2;
  }

  inline int
  ia (int x)
  {
    return (x * 127 + 3) ^ (x >> 4);
  }

  inline int
  ib (int x)
  {
    return (x * 127 + 3) ^ (x >> 4);
  }

  inline __attribute__ ((noinline)) int
  counter_a ()
  {
    static int n;
    return ++n;
  }

  inline __attribute__ ((noinline)) int
  counter_b ()
  {
    static int n;
    return ++n;
  }

  struct Shape
  {
    virtual int area (int x) const = 0;
    virtual ~Shape () {}
  };

  struct Sq : Shape
  {
    int area (int x) const override { return (x * x * 3 + 1) ^ (x >> 1); }
  };

  struct Tri : Shape
  {
    int area (int x) const override { return (x * x * 3 + 1) ^ (x >> 1); }
  };

  struct Ca
  {
    __attribute__ ((noinline)) Ca () { ctors++; }
    __attribute__ ((noinline)) ~Ca () { dtors++; }
  };

  struct Cb
  {
    __attribute__ ((noinline)) Cb () { ctors++; }
    __attribute__ ((noinline)) ~Cb () { dtors++; }
  };

  template <typename T>
  struct Stack
  {
    std::vector<T> v;
    __attribute__ ((noinline)) void push (T x) { v.push_back (x); }
    __attribute__ ((noinline)) T pop () { T x = v.back (); v.pop_back (); return x; }
  };

  typedef int (*fn) (int);

  // One unit's work; its own copy in every unit (static).
  static int
  run_all (int x, fn *ptrs)
  {
    ptrs[0] = ia;
    ptrs[1] = ib;
    if (ptrs[0] == ptrs[1])
      __builtin_abort ();
    int s = scale (x) + scale (E (x)) * 3 + ptrs[0] (x) * 5 + ptrs[1] (x + 1) * 7;
    int arr[8];
    float farr[8];
    s += (int) (mid (arr, arr + 8) - arr) + (int) (mid (farr, farr + 6) - farr) * 11;
    Sq sq;
    Tri tri;
    const Shape *shapes[2] = { &sq, &tri };
    s += shapes[x & 1]->area (x) * 13 + shapes[(x + 1) & 1]->area (x + 2) * 17;
    {
      Ca a;
      Cb b;
      Ca *many = new Ca[3];
      delete[] many;
    }
    Stack<int *> si;
    Stack<long *> sl;
    long larr[4];
    for (int i = 0; i < 4; i++)
      {
	si.push (arr + i);
	sl.push (larr + i);
      }
    for (int i = 3; i >= 0; i--)
      if (si.pop () != arr + i || sl.pop () != larr + i)
	__builtin_abort ();
    std::vector<int> v;
    for (int i = 0; i < 30; i++)
      v.push_back ((i * 7 + x) % 13);
    std::sort (v.begin (), v.end ());
    s += v[15] * 19 + v[29];
    return s;
  }

  // What run_all returns, computed directly.
  static inline int
  expected (int x)
  {
    auto sc = [] (int y) { return (y * 37 + 11) ^ (y >> 2); };
    auto ii = [] (int y) { return (y * 127 + 3) ^ (y >> 4); };
    auto ar = [] (int y) { return (y * y * 3 + 1) ^ (y >> 1); };
    std::vector<int> v;
    for (int i = 0; i < 30; i++)
      v.push_back ((i * 7 + x) % 13);
    std::sort (v.begin (), v.end ());
    return sc (x) * 4 + ii (x) * 5 + ii (x + 1) * 7 + 4 + 3 * 11
	   + ar (x) * 13 + ar (x + 2) * 17 + v[15] * 19 + v[29];
  }
}

int unit_b (int, mx::fn *);
int unit_c (int, mx::fn *);
int unit_d (int, mx::fn *);
