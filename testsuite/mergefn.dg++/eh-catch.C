// Rule (doc/cxx.md "Exceptions", doc/total-order.md section 2.3): the
// exception regions, landing pads and catch types (by identity) are
// compared.  Inline functions with try/catch of the same type merge (a
// wrapper calling the smaller name: their addresses are passed on); the
// same bodies catching a different
// type, or catching everything, stay apart: merged, an exception would be
// caught by the wrong handler or escape.  The catch functions are not
// noinline (a noinline function is never made a wrapper): -fno-inline
// keeps their calls out of line.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fno-inline" }

struct Ex1 { int v; };
struct Ex2 { int v; };

__attribute__ ((noinline)) void
thrower (int x)
{
  if (x > 100)
    throw Ex1 { x };
  if (x < 0)
    throw Ex2 { x };
}

inline int
catch1_a (int x)
{
  try { thrower (x); return x * 3 + 1; }
  catch (const Ex1 &) { return -1; }
}

inline int
catch1_b (int x)
{
  try { thrower (x); return x * 3 + 1; }
  catch (const Ex1 &) { return -1; }
}

inline int
catch2 (int x)
{
  try { thrower (x); return x * 3 + 1; }
  catch (const Ex2 &) { return -1; }
}

inline int
catch_all (int x)
{
  try { thrower (x); return x * 3 + 1; }
  catch (...) { return -1; }
}

// Returns which exception escaped: 0 none, 1 Ex1, 2 Ex2.
template <typename F>
int
escaped (F f, int x, int *r)
{
  try { *r = f (x); return 0; }
  catch (const Ex1 &) { return 1; }
  catch (const Ex2 &) { return 2; }
}

volatile int in = 7;

int
main ()
{
  int x = in, r;
  if (catch1_a (x) != 22 || catch1_b (x) != 22 || catch2 (x) != 22 || catch_all (x) != 22)
    __builtin_abort ();
  if (escaped (catch1_a, 200, &r) != 0 || r != -1
      || escaped (catch1_b, 200, &r) != 0 || r != -1
      || escaped (catch2, 200, &r) != 1
      || escaped (catch_all, 200, &r) != 0 || r != -1)
    __builtin_abort ();
  if (escaped (catch1_a, -5, &r) != 2 || escaped (catch1_b, -5, &r) != 2
      || escaped (catch2, -5, &r) != 0 || r != -1
      || escaped (catch_all, -5, &r) != 0 || r != -1)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_Z8catch1_bi" "_Z8catch1_ai" "wrapper" } }
// { dg-final { mergefn-differ "_Z8catch1_ai" "_Z6catch2i" "^exception type$" } }
// { dg-final { mergefn-not-merged "_Z6catch2i" } }
// { dg-final { mergefn-not-merged "_Z9catch_alli" } }
// { dg-final { scan-mergefn-dump-times "^merge " 1 } }
