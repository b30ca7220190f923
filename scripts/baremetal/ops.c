/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A byte-coded command interpreter: one handler per opcode, in a table
   (scripts/check-baremetal.sh). */
#include "fw.h"

static int op_nop (struct ctx *c, unsigned a) { (void) a; c->steps++; return 0; }
static int op_sel (struct ctx *c, unsigned a) { c->dev = devices[a % n_devices]; return 0; }
static int op_read (struct ctx *c, unsigned a) { c->acc = reg_readers[a % NREGS] (c->dev); return 0; }
static int op_write (struct ctx *c, unsigned a) { c->dev->regs[a % NREGS] = c->acc; return 0; }
static int op_irq (struct ctx *c, unsigned a) { dev_irq (c->dev, a); return 0; }
/* arithmetic on the accumulator: equal but for the operation's constant */
static int op_add1 (struct ctx *c, unsigned a) { c->acc += a + 1; return 0; }
static int op_add3 (struct ctx *c, unsigned a) { c->acc += a + 3; return 0; }
static int op_add7 (struct ctx *c, unsigned a) { c->acc += a + 7; return 0; }
static int op_mask_lo (struct ctx *c, unsigned a) { c->acc &= 0x00ffu | a; return 0; }
static int op_mask_hi (struct ctx *c, unsigned a) { c->acc &= 0xff00u | a; return 0; }
static int op_rotl (struct ctx *c, unsigned a)
{ a &= 31; c->acc = (c->acc << a) | (c->acc >> ((32 - a) & 31)); return 0; }
static int op_status (struct ctx *c, unsigned a)
{ c->acc = status_readers[a % n_status_readers] (); return 0; }
/* opcodes a build leaves out: equal bodies */
static int op_reserved_a (struct ctx *c, unsigned a) { c->errors++; c->last_err = a; return -1; }
static int op_reserved_b (struct ctx *c, unsigned a) { c->errors++; c->last_err = a; return -1; }
static int op_reserved_c (struct ctx *c, unsigned a) { c->errors++; c->last_err = a; return -1; }
static int op_reserved_d (struct ctx *c, unsigned a) { c->errors++; c->last_err = a; return -1; }
/* errors with their own code: equal but for the code */
static int op_bad_dev (struct ctx *c, unsigned a) { c->errors++; c->last_err = 0x100 | a; return -2; }
static int op_bad_reg (struct ctx *c, unsigned a) { c->errors++; c->last_err = 0x200 | a; return -3; }
static int op_halt (struct ctx *c, unsigned a) { (void) a; (void) c; return 1; }

const op_fn ops[] = {
  op_nop, op_sel, op_read, op_write, op_irq, op_add1, op_add3, op_add7,
  op_mask_lo, op_mask_hi, op_rotl, op_status, op_reserved_a, op_reserved_b,
  op_reserved_c, op_reserved_d, op_bad_dev, op_bad_reg, op_halt,
};
const unsigned n_ops = sizeof ops / sizeof ops[0];

int
run_program (struct ctx *c, const unsigned char *prog, unsigned len)
{
  unsigned pc;
  for (pc = 0; pc + 1 < len; pc += 2)
    {
      int r = ops[prog[pc] % n_ops] (c, prog[pc + 1]);
      c->steps++;
      if (r > 0)
        return (int) pc;
    }
  return (int) pc;
}
