// Helper of mix-local-survivor.C, built without the plugin: plain copies
// of the inline functions (-fno-inline keeps them out of line), and
// callers of them.

extern int calls;

inline int
pub_called (int x)
{
  calls++;
  return (x * 157 + 2) ^ (x >> 3);
}

inline int
pub_taken (int x)
{
  calls++;
  return (x * 157 + 2) ^ (x >> 3);
}

int (*aux_ptr) (int) = pub_taken;

int
aux_call (int x)
{
  return pub_called (x) + aux_ptr (x);
}
