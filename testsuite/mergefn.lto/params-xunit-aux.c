/* Helper of params-xunit.c: the members of the other unit.  */
#include "params-xunit.h"

SCALED (scaled_5, 5)
SCALED (scaled_7, 7)
