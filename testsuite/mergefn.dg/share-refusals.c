/* Across units, what stays each unit's own, each with its reason in the
   dump: unit-local writable data, an address that is used, inline asm
   (it may record this copy's address elsewhere), a cycle of unit-local
   calls, the address of unit-local read-only data handed out, public
   functions, the opt-outs, a function of the unit's own file, one of a
   source file it includes (share-refusals-inc-aux.c).  And the
   other direction in the same unit: a
   plain helper is keyed and shared.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-inline -fplugin-arg-mergefn-across-units" } */

#include "share-refusals.h"
#include "share-refusals-inc-aux.c"

/* Defined in the unit's own file: no other unit compiles it.  */
static int
own_file_helper (int x)
{
  return (x ^ 0x5a) * 3 - 1;
}

int (*volatile cb) (int) = callback;

int
public_fn (int x)
{
  return x * 17 + 3;
}

int
main (void)
{
  if (bump (2) != 6 || bump (3) != 15)
    __builtin_abort ();
  if (cb (2) != 26)
    __builtin_abort ();
  if (with_asm (3) != 16 || with_asm (4) != 21)
    __builtin_abort ();
  if (ping (4) != 8 || pong (3) != 6)
    __builtin_abort ();
  if (*row (1) != 20 || *row (6) != 30)
    __builtin_abort ();
  if (opted_out (2) != 24 || opted_out (3) != 37)
    __builtin_abort ();
  if (plain_helper (1) != 608 || plain_helper (2) != 639)
    __builtin_abort ();
  if (public_fn (1) != 20)
    __builtin_abort ();
  if (own_file_helper (1) != 272 || own_file_helper (2) != 263)
    __builtin_abort ();
  if (included_helper (1) != 60 || included_helper (2) != 65)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^unshared bump: key: unit-local writable data: each unit has its own$" } } */
/* { dg-final { scan-mergefn-dump "^unshared callback: its address is used: this unit's copy must keep its own address$" } } */
/* { dg-final { scan-mergefn-dump "^unshared with_asm: key: inline asm: it may record this copy's address in another section$" } } */
/* { dg-final { scan-mergefn-dump "^unshared ping: key: a unit-local callee has none: in a cycle of unit-local calls$" } } */
/* { dg-final { scan-mergefn-dump "^unshared row: key: the address of a unit-local symbol is used: each unit's copy would see its own$" } } */
/* { dg-final { scan-mergefn-dump "^unshared opted_out: no_icf" } } */
/* { dg-final { scan-mergefn-dump "^unshared public_fn: public: its own name is already the one every unit uses$" } } */
/* { dg-final { scan-mergefn-dump "^unshared own_file_helper: defined in the unit's own file: no other unit compiles it$" } } */
/* { dg-final { scan-mergefn-dump "^unshared included_helper: defined in a source file the unit includes: other units seldom compile it$" } } */
/* { dg-final { scan-mergefn-dump "^keyed plain_helper __mf_\[0-9a-f\]{32}$" } } */
/* { dg-final { scan-mergefn-dump "^share plain_helper __mf_\[0-9a-f\]{32}$" } } */
/* { dg-final { scan-mergefn-dump-not "^(keyed|share) (bump|callback|with_asm|ping|pong|row|opted_out|public_fn|own_file_helper|included_helper|main) " } } */
