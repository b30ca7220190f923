// Shared by mu-recursive.C and mu-recursive-aux.C: recursive and
// mutually recursive templates, instantiated over int and E.  Not
// noinline (a noinline function is never made a wrapper): both units are
// built with -fno-inline.

enum E : int { E0, E1 };

extern int calls;

template <typename T>
T
walk (T x, int d)
{
  calls++;
  if (d <= 0)
    return x;
  return (T) (walk ((T) (x * 3 + 1), d - 1) ^ x);
}

template <typename T> T pong (T, int);

template <typename T>
T
ping (T x, int d)
{
  calls++;
  return d <= 0 ? x : pong ((T) (x + 1), d - 1);
}

template <typename T>
T
pong (T x, int d)
{
  calls++;
  return d <= 0 ? (T) (x * 2) : ping ((T) (x * 3), d - 1);
}

int aux_run (int x, int d);
