// Shared by tmpl-explicit.C and its helpers.

enum E : int { E0, E1 };

template <typename T>
__attribute__ ((noinline)) T
tf (T x)
{
  return (T) ((x * 149 + 3) ^ (x >> 2));
}

template <typename T>
T
tg (T x)
{
  return (T) ((x * 151 + 3) ^ (x >> 2));
}

int implicit_use (int);
