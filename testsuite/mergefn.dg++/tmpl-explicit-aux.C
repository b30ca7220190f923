// Helper of tmpl-explicit.C, built with the plugin: the explicit
// instantiation definitions (emitted here, in comdat groups, even if
// nothing here calls them).
#include "tmpl-explicit.h"

template int tf<int> (int);
template E tf<E> (E);
template int tg<int> (int);
template E tg<E> (E);
