// Rule (doc/total-order.md section 2.1, the ECF_* flags): a noexcept
// function whose body calls something that may throw must terminate
// instead of letting the exception out; the same body without noexcept
// lets it propagate.  The two stay apart ("function flags"); the plain
// one is the smaller name, so a wrong merge would make strict_a let the
// exception out (checked last: std::terminate must be reached).  Two
// noexcept copies merge, and so do two plain copies.  When the body
// cannot throw at all, noexcept changes nothing in the code and GCC marks
// both nothrow: then the pair is equal and merging is correct (can_a,
// can_b).
// { dg-do run }

#include <cstdlib>
#include <exception>

struct Ex { int v; };

__attribute__ ((noinline)) void
may_throw (int x)
{
  if (x < 0)
    throw Ex { x };
}

inline __attribute__ ((noinline)) int
strict_a (int x) noexcept
{
  may_throw (x);
  return x * 103 + 1;
}

inline __attribute__ ((noinline)) int
strict_b (int x) noexcept
{
  may_throw (x);
  return x * 103 + 1;
}

inline __attribute__ ((noinline)) int
pl_a (int x)
{
  may_throw (x);
  return x * 103 + 1;
}

inline __attribute__ ((noinline)) int
pl_b (int x)
{
  may_throw (x);
  return x * 103 + 1;
}

inline __attribute__ ((noinline)) int
can_a (int x) noexcept
{
  return (x * 107 + 3) ^ (x >> 2);
}

inline __attribute__ ((noinline)) int
can_b (int x)
{
  return (x * 107 + 3) ^ (x >> 2);
}

volatile int in = 2;

// Not a noexcept type: the caller keeps its handler.
int (*volatile strict_ptr) (int);

int
main ()
{
  int x = in;
  if (strict_a (x) != 207 || strict_b (x + 1) != 310 || pl_a (x) != 207 || pl_b (x) != 207)
    __builtin_abort ();
  int caught = 0;
  try { pl_a (-x); } catch (const Ex &e) { caught += e.v; }
  try { pl_b (-3 * x); } catch (const Ex &e) { caught += e.v * 10; }
  if (caught != -2 - 60)
    __builtin_abort ();
  if (can_a (x) != ((x * 107 + 3) ^ (x >> 2)) || can_b (x) != can_a (x))
    __builtin_abort ();

  std::set_terminate ([] { std::_Exit (0); });
  strict_ptr = strict_a;
  try { strict_ptr (-x); } catch (...) { __builtin_abort (); }
  __builtin_abort ();
}

// { dg-final { mergefn-merged "_Z8strict_bi" "_Z8strict_ai" "redirect" } }
// { dg-final { mergefn-merged "_Z4pl_bi" "_Z4pl_ai" "redirect" } }
// { dg-final { mergefn-differ "_Z4pl_ai" "_Z8strict_ai" "^function flags" } }
// { dg-final { mergefn-not-merged "_Z4pl_ai" } }
// { dg-final { mergefn-not-merged "_Z8strict_ai" } }
// { dg-final { mergefn-merged "_Z5can_bi" "_Z5can_ai" "redirect" } }
// { dg-final { scan-mergefn-dump-times "^merge " 3 } }
