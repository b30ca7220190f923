/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scripts/check-baremetal.sh's program: a small firmware-like program whose
   handlers are table-driven, as in device drivers and protocol stacks:
   many small functions that are equal, or equal but for a constant (a
   register offset, a mask, a polynomial), reached directly and through
   tables of pointers.  Its output must not depend on the plugin. */
#ifndef FW_H
#define FW_H

#define NREGS 16
struct dev
{
  const char *name;
  unsigned regs[NREGS];
  unsigned irqs;
};

struct ctx
{
  struct dev *dev;
  unsigned acc;
  unsigned errors;
  unsigned last_err;
  unsigned steps;
};

typedef int (*op_fn) (struct ctx *, unsigned);
typedef unsigned (*reg_fn) (const struct dev *);
typedef unsigned (*status_fn) (void);

extern struct dev uart0, uart1, timer0, timer1, gpio0;
extern struct dev *const devices[];
extern const unsigned n_devices;

/* devices.c */
extern const reg_fn reg_readers[NREGS];
extern const status_fn status_readers[];
extern const unsigned n_status_readers;
unsigned uart0_status (void);
unsigned uart1_status (void);
void dev_reset (struct dev *d, unsigned seed);
void dev_irq (struct dev *d, unsigned line);

/* ops.c */
extern const op_fn ops[];
extern const unsigned n_ops;
int run_program (struct ctx *c, const unsigned char *prog, unsigned len);

/* checks.c */
unsigned crc16_ccitt (const unsigned char *p, unsigned n);
unsigned crc16_ibm (const unsigned char *p, unsigned n);
unsigned crc16_dnp (const unsigned char *p, unsigned n);
unsigned crc32_ieee (const unsigned char *p, unsigned n);
unsigned crc32_castagnoli (const unsigned char *p, unsigned n);
unsigned sum8 (const unsigned char *p, unsigned n);
unsigned xor8 (const unsigned char *p, unsigned n);
unsigned fletcher16 (const unsigned char *p, unsigned n);
void sort_words (unsigned *v, unsigned n);
void sort_words_desc (unsigned *v, unsigned n);

#endif
