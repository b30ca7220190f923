// Rule (doc/total-order.md section 7, doc/cxx.md): recursive templates
// (walk) and mutually recursive ones (ping, pong) instantiated over int
// and E are equal by the class fixpoint (each calls its own
// instantiation), and merge across comdat groups towards the E
// instantiations, the smaller assembler names.  A unit built without the
// plugin is linked first, so the program mixes its plain copies with this
// unit's: every recursion must still make exactly the calls it should
// (counted) and end.
// { dg-do run }
// { dg-options "-O2 -fno-ipa-icf -fno-inline" }
// { dg-mergefn-object "mu-recursive-aux.C" "-O2 -fno-inline" before }

#include "mu-recursive.h"

int calls;

int (*volatile wi) (int, int) = walk<int>;
E (*volatile we) (E, int) = walk<E>;
int (*volatile pi) (int, int) = ping<int>;
E (*volatile pe) (E, int) = ping<E>;
volatile int in = 2;

static int
ref_walk (int x, int d)
{
  return d <= 0 ? x : ref_walk (x * 3 + 1, d - 1) ^ x;
}

static int
ref_ping (int x, int d)
{
  if (d <= 0)
    return x;
  x += 1;
  d -= 1;
  return d <= 0 ? x * 2 : ref_ping (x * 3, d - 1);
}

int
main ()
{
  int x = in;
  for (int d = 0; d < 6; d++)
    {
      calls = 0;
      if (wi (x, d) != ref_walk (x, d) || we (E (x), d) != E (ref_walk (x, d))
	  || walk (x + 1, d) != ref_walk (x + 1, d))
	__builtin_abort ();
      if (calls != 3 * (d + 1))
	__builtin_abort ();
      calls = 0;
      if (pi (x, d) != ref_ping (x, d) || pe (E (x), d) != E (ref_ping (x, d))
	  || pong (x, d) != (d <= 0 ? x * 2 : ref_ping (x * 3, d - 1)))
	__builtin_abort ();
      if (calls != 3 * (d + 1))
	__builtin_abort ();
      calls = 0;
      if (aux_run (x, d) != 2 * ref_walk (x, d) + 2 * ref_ping (x, d)
	  || calls != 4 * (d + 1))
	__builtin_abort ();
    }
  return 0;
}

// { dg-final { mergefn-merged "_Z4walkIiET_S0_i" "_Z4walkI1EET_S1_i" "wrapper" } }
// { dg-final { mergefn-merged "_Z4pingIiET_S0_i" "_Z4pingI1EET_S1_i" "wrapper" } }
// { dg-final { mergefn-merged "_Z4pongIiET_S0_i" "_Z4pongI1EET_S1_i" } }
