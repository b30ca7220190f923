#include "share-func-name.h"

int
aux_named (const char **where, int x)
{
  return named_check (where, x) + named_check (where, -1) + 1;
}
