// Instantiations and helpers a header gives every unit (share-instances.C).

// The same code for every pointer type.
template <typename T>
int
count_set (T *const *p, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += p[i] != 0 ? 3 : 1;
  return c;
}

template <typename T>
int
first_set (T *const *p, int n)
{
  for (int i = 0; i < n; i++)
    if (p[i])
      return i * 7 + 1;
  return -1;
}

// Internal linkage, no group: shared across units (an inline helper, as
// by default).
static inline int
mix (int a, int b)
{
  return (a * 31) ^ (b + 17);
}
