// Shared by static-local.C and static-local-aux.C.

inline __attribute__ ((noinline)) int
init_value (int k)
{
  return k * 10;
}

// Each has its own counter (a comdat variable of its own, shared by every
// unit that uses the function).
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

// Dynamically initialized: with a guard variable each.
inline __attribute__ ((noinline)) int
guarded_a ()
{
  static int n = init_value (1);
  return ++n;
}

inline __attribute__ ((noinline)) int
guarded_b ()
{
  static int n = init_value (1);
  return ++n;
}

template <int K>
__attribute__ ((noinline)) int
tcount ()
{
  static int n;
  n += 2;
  return n;
}

// Control: no state.
inline __attribute__ ((noinline)) int
plain_a (int x)
{
  return (x * 109 + 4) ^ (x >> 1);
}

inline __attribute__ ((noinline)) int
plain_b (int x)
{
  return (x * 109 + 4) ^ (x >> 1);
}

int aux_bump ();
