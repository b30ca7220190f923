/* The other unit of params-global-xunit.c.  */
#include "params-global-xunit.h"

static struct rec tab;
HANDLER (h_b, tab, 5)
const struct rec *tab_there (void) { return &tab; }
