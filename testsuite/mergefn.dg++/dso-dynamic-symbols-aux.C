// Library of dso-dynamic-symbols.C: built with and without the plugin, it
// must export the same dynamic symbols.
#include <vector>

struct A { int x; };
struct B { int y; };
enum E : int { E0, E1 };

// Exported template instances, called out of line from exported
// functions: emitted, and merged after inlining (wrapper).  Not noinline
// (a noinline function is never made a wrapper): both builds of the
// library use -fno-inline, which also keeps the library's inline and
// template functions out of line (libstdc++'s always_inline ones aside).
template <typename T>
T
scale (T x)
{
  return (T) ((x * 37 + 11) ^ (x >> 2));
}

int use_scale_int (int x) { return scale (x); }
int use_scale_e (int x) { return scale (E (x)); }

// scale<E> is called only from use_scale_e: use_scale_e and
// use_scale_int are equal, but use_scale_e must keep its body, or that
// exported instance would vanish.  The same holds for add_b, which holds
// the last call of vector<B *>::push_back (under -fno-inline; inlined,
// push_back called vector<B *>::_M_realloc_insert out of line on GCC 12
// to 15, and GCC 16 inlined that too), and for the vector's members.
void add_a (std::vector<A *> &v, A *p) { v.push_back (p); }
void add_b (std::vector<B *> &v, B *p) { v.push_back (p); }

// Hidden functions are never exported: merged before inlining as usual.
template <typename T>
__attribute__ ((noinline, visibility ("hidden"))) T
hidden_scale (T x)
{
  return (T) ((x * 41 + 7) ^ (x >> 3));
}

int use_hidden_int (int x) { return hidden_scale (x); }
int use_hidden_e (int x) { return hidden_scale (E (x)); }

// Plain exported functions reaching nothing emitted only if used: merged
// before inlining, by a wrapper (both addresses may be compared).
int mix_a (int x) { return (x * 29 + 5) ^ (x >> 1) ^ (x << 3); }
int mix_b (int x) { return (x * 29 + 5) ^ (x >> 1) ^ (x << 3); }
