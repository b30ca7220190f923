/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fake peripherals and their register accessors (scripts/check-baremetal.sh). */
#include "fw.h"

struct dev uart0 = { .name = "uart0" }, uart1 = { .name = "uart1" };
struct dev timer0 = { .name = "timer0" }, timer1 = { .name = "timer1" }, gpio0 = { .name = "gpio0" };
struct dev *const devices[] = { &uart0, &uart1, &timer0, &timer1, &gpio0 };
const unsigned n_devices = sizeof devices / sizeof devices[0];

/* One reader per register: equal but for the offset. */
static unsigned rd0 (const struct dev *d) { return d->regs[0]; }
static unsigned rd1 (const struct dev *d) { return d->regs[1]; }
static unsigned rd2 (const struct dev *d) { return d->regs[2]; }
static unsigned rd3 (const struct dev *d) { return d->regs[3]; }
static unsigned rd4 (const struct dev *d) { return d->regs[4]; }
static unsigned rd5 (const struct dev *d) { return d->regs[5]; }
static unsigned rd6 (const struct dev *d) { return d->regs[6]; }
static unsigned rd7 (const struct dev *d) { return d->regs[7]; }
/* Write-only registers read as zero: equal bodies. */
static unsigned rd_wo8 (const struct dev *d) { (void) d; return 0; }
static unsigned rd_wo9 (const struct dev *d) { (void) d; return 0; }
static unsigned rd_wo10 (const struct dev *d) { (void) d; return 0; }
/* Status registers: the low bits only, masks differ. */
static unsigned rd11 (const struct dev *d) { return d->regs[11] & 0xff; }
static unsigned rd12 (const struct dev *d) { return d->regs[12] & 0xffff; }
static unsigned rd13 (const struct dev *d) { return d->regs[13] & 0xff; }
static unsigned rd14 (const struct dev *d) { return (d->regs[14] >> 4) & 0xf; }
static unsigned rd15 (const struct dev *d) { return (d->regs[15] >> 8) & 0xf; }

const reg_fn reg_readers[NREGS] = {
  rd0, rd1, rd2, rd3, rd4, rd5, rd6, rd7,
  rd_wo8, rd_wo9, rd_wo10, rd11, rd12, rd13, rd14, rd15,
};

/* Per-device status: equal but for the device. */
unsigned uart0_status (void) { return (uart0.regs[1] & 0x3f) | (uart0.irqs << 8); }
unsigned uart1_status (void) { return (uart1.regs[1] & 0x3f) | (uart1.irqs << 8); }
static unsigned timer0_status (void) { return (timer0.regs[1] & 0x3f) | (timer0.irqs << 8); }
static unsigned timer1_status (void) { return (timer1.regs[1] & 0x3f) | (timer1.irqs << 8); }
static unsigned gpio0_status (void) { return (gpio0.regs[1] & 0x3f) | (gpio0.irqs << 8); }

const status_fn status_readers[] = {
  uart0_status, uart1_status, timer0_status, timer1_status, gpio0_status,
};
const unsigned n_status_readers = sizeof status_readers / sizeof status_readers[0];

void
dev_reset (struct dev *d, unsigned seed)
{
  unsigned i, x = seed * 2654435761u + 1;
  for (i = 0; i < NREGS; i++)
    {
      x ^= x << 13; x ^= x >> 17; x ^= x << 5;
      d->regs[i] = x;
    }
  d->irqs = 0;
}

/* Interrupt lines: one handler per line, equal but for the bit. */
static void irq_line0 (struct dev *d) { d->irqs |= 1u << 0; d->regs[1] ^= 0x01; }
static void irq_line1 (struct dev *d) { d->irqs |= 1u << 1; d->regs[1] ^= 0x02; }
static void irq_line2 (struct dev *d) { d->irqs |= 1u << 2; d->regs[1] ^= 0x04; }
static void irq_line3 (struct dev *d) { d->irqs |= 1u << 3; d->regs[1] ^= 0x08; }
static void irq_spurious_a (struct dev *d) { d->irqs |= 0x80; }
static void irq_spurious_b (struct dev *d) { d->irqs |= 0x80; }

static void (*const irq_table[]) (struct dev *) = {
  irq_line0, irq_line1, irq_line2, irq_line3, irq_spurious_a, irq_spurious_b,
};

void
dev_irq (struct dev *d, unsigned line)
{
  irq_table[line % (sizeof irq_table / sizeof irq_table[0])] (d);
}
