// Rule (doc/cxx.md constraint 3): functions that throw, and functions
// whose cleanups run while an exception passes through, keep working when
// merged: exceptions thrown by the survivor propagate through a wrapper
// (a tail call: no frame of its own to unwind) and through redirected
// calls, with the right value, and every cleanup runs exactly once.
// { dg-do run }

struct Ex { int v; };

int live, destroyed;

struct Guard
{
  __attribute__ ((noinline)) Guard () { live++; }
  __attribute__ ((noinline)) ~Guard () { live--; destroyed++; }
};

__attribute__ ((noinline)) void
may_throw (int x)
{
  if (x & 1)
    throw Ex { x * 3 };
}

// Called only: redirected.
inline __attribute__ ((noinline)) int
raise_a (int x)
{
  if (x > 10)
    throw Ex { x * 5 + 1 };
  return x * 5 - 1;
}

inline __attribute__ ((noinline)) int
raise_b (int x)
{
  if (x > 10)
    throw Ex { x * 5 + 1 };
  return x * 5 - 1;
}

// Addresses taken: wrappers.  A cleanup runs on the way out.
inline int
guarded_a (int x)
{
  Guard g;
  may_throw (x);
  return x + live * 100;
}

inline int
guarded_b (int x)
{
  Guard g;
  may_throw (x);
  return x + live * 100;
}

int (*volatile pa) (int) = guarded_a;
int (*volatile pb) (int) = guarded_b;
volatile int in = 11;

int
main ()
{
  int x = in, caught = 0;
  try { raise_a (x); } catch (const Ex &e) { caught += e.v; }
  try { raise_b (x + 1); } catch (const Ex &e) { caught += e.v * 1000; }
  if (caught != 56 + 61000 || raise_a (2) != 9 || raise_b (3) != 14)
    __builtin_abort ();

  caught = 0;
  try { pa (x); } catch (const Ex &e) { caught += e.v; }
  try { pb (x + 2); } catch (const Ex &e) { caught += e.v * 1000; }
  if (caught != 33 + 39000 || live != 0 || destroyed != 2)
    __builtin_abort ();
  if (pa (4) != 104 || pb (6) != 106 || live != 0 || destroyed != 4)
    __builtin_abort ();
  if (pa == pb)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_Z7raise_bi" "_Z7raise_ai" "redirect" } }
// { dg-final { mergefn-merged "_Z9guarded_bi" "_Z9guarded_ai" "wrapper" } }
