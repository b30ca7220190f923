// Rule: lambdas that capture by value (or by reference) with equal bodies
// read their captures through two different closure classes, whose alias
// sets differ: their call operators merge only after their accesses
// through pointers are made may-alias-all ("tbaa" lines, doc/cxx.md
// "Aliasing").  What matters is that every lambda, called directly,
// through std::function and through templates, still computes with its
// own captures.  Control: a captureless pair in the same function merges
// with no "tbaa" line.
// { dg-do run }

#include <functional>

template <typename F>
__attribute__ ((noinline)) int
call_twice (F f, int x)
{
  return f (f (x));
}

inline int
compute (int k, int m, int x)
{
  auto v1 = [k] (int y) __attribute__ ((noinline)) { return y * 89 + k; };
  auto v2 = [k] (int y) __attribute__ ((noinline)) { return y * 89 + k; };
  auto v3 = [m] (int y) __attribute__ ((noinline)) { return y * 89 + m; };
  auto r1 = [&k] (int y) __attribute__ ((noinline)) { return y * 97 - k; };
  auto r2 = [&m] (int y) __attribute__ ((noinline)) { return y * 97 - m; };
  auto c1 = [] (int y) __attribute__ ((noinline)) { return (y * 101 + 7) ^ (y >> 1); };
  auto c2 = [] (int y) __attribute__ ((noinline)) { return (y * 101 + 7) ^ (y >> 1); };
  std::function<int (int)> f1 = v1, f2 = v3;
  int s = v1 (x) + 2 * v2 (x) + 3 * v3 (x) + 5 * r1 (x) + 7 * r2 (x);
  s += call_twice (v1, x) * 11 + call_twice (v3, x) * 13;
  s += f1 (x) * 17 + f2 (x) * 19;
  s += c1 (x) * 23 + c2 (x) * 29;
  return s;
}

volatile int in = 3, kin = 4, min = 5;

int
main ()
{
  int x = in, k = kin, m = min;
  int v1 = x * 89 + k, v3 = x * 89 + m;
  int want = v1 + 2 * v1 + 3 * v3 + 5 * (x * 97 - k) + 7 * (x * 97 - m)
	     + (v1 * 89 + k) * 11 + (v3 * 89 + m) * 13
	     + v1 * 17 + v3 * 19
	     + ((x * 101 + 7) ^ (x >> 1)) * 52;
  if (compute (k, m, x) != want)
    __builtin_abort ();
  if (compute (m, k, x) == want)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_ZZ7computeiiiENKUliE_clEi" "_ZZ7computeiiiENKUliE0_clEi" "redirect" } }
// { dg-final { mergefn-merged "_ZZ7computeiiiENKUliE1_clEi" "_ZZ7computeiiiENKUliE0_clEi" "redirect" } }
// { dg-final { mergefn-merged "_ZZ7computeiiiENKUliE3_clEi" "_ZZ7computeiiiENKUliE2_clEi" "redirect" } }
// { dg-final { scan-mergefn-dump "^tbaa _ZZ7computeiiiENKUliE0_clEi: " } }
// { dg-final { scan-mergefn-dump "^tbaa _ZZ7computeiiiENKUliE2_clEi: " } }
// { dg-final { mergefn-merged "_ZZ7computeiiiENKUliE5_clEi" "_ZZ7computeiiiENKUliE4_clEi" "redirect" } }
// { dg-final { scan-mergefn-dump-not "^tbaa _ZZ7computeiiiENKUliE4_clEi" } }
