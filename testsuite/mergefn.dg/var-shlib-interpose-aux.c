/* Shared library of var-shlib-interpose.c (-fPIC, the plugin).  */

const int public_tab[4] = { 1, 2, 3, 4 };
static const int static_tab[4] = { 1, 2, 3, 4 };

int __attribute__ ((noinline))
get_public (int i)
{
  return public_tab[i];
}

int __attribute__ ((noinline))
get_static (int i)
{
  return static_tab[i];
}
