/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scripts/check-baremetal.sh's program: drives the devices, the interpreter
   and the checksums, and prints what they give (semihosting). */
#include <stdio.h>
#include "fw.h"

static const unsigned char program[] = {
  1, 0, 2, 3, 5, 10, 3, 4, 2, 4, 6, 1, 11, 0, 4, 1, 11, 0, 1, 2, 2, 12,
  7, 9, 8, 3, 9, 0x40, 10, 7, 3, 2, 12, 5, 16, 3, 1, 4, 4, 2, 4, 5, 11, 4,
  2, 8, 2, 9, 2, 10, 2, 11, 2, 13, 2, 14, 2, 15, 13, 7, 14, 8, 15, 9, 17, 4,
  0, 0, 1, 3, 4, 0, 4, 3, 11, 3, 2, 1, 18, 0, 5, 5,
};

static unsigned char buf[512];
static unsigned words[24];

int
main (void)
{
  struct ctx c = { 0 };
  unsigned i, j, h = 0;

  printf ("mergefn bare-metal check\n");
  for (i = 0; i < n_devices; i++)
    dev_reset (devices[i], i + 1);
  c.dev = devices[0];
  i = run_program (&c, program, sizeof program);
  printf ("program: halted at %u, acc %08x, errors %u, last %03x, steps %u\n",
          i, c.acc, c.errors, c.last_err, c.steps);

  for (i = 0; i < n_devices; i++)
    {
      printf ("%-6s", devices[i]->name);
      for (j = 0; j < NREGS; j++)
        printf (" %x", reg_readers[j] (devices[i]) & 0xfff);
      printf (" | status %04x\n", status_readers[i] ());
    }
  printf ("direct status: %04x %04x\n", uart0_status (), uart1_status ());

  /* Distinct functions have distinct addresses, however equal their bodies. */
  for (i = 0; i < n_ops; i++)
    for (j = i + 1; j < n_ops; j++)
      if (ops[i] == ops[j])
        printf ("ops %u and %u share an address\n", i, j);
  for (i = 0; i < NREGS; i++)
    for (j = i + 1; j < NREGS; j++)
      if (reg_readers[i] == reg_readers[j])
        printf ("readers %u and %u share an address\n", i, j);
  printf ("addresses checked\n");

  for (i = 0; i < sizeof buf; i++)
    buf[i] = (unsigned char) (i * 7 + (i >> 3) + 0x5a);
  printf ("crc16: ccitt %04x ibm %04x dnp %04x\n", crc16_ccitt (buf, sizeof buf),
          crc16_ibm (buf, sizeof buf), crc16_dnp (buf, sizeof buf));
  printf ("crc32: ieee %08x castagnoli %08x\n", crc32_ieee (buf, sizeof buf),
          crc32_castagnoli (buf, sizeof buf));
  printf ("crc32 of \"123456789\": %08x %08x\n",
          crc32_ieee ((const unsigned char *) "123456789", 9),
          crc32_castagnoli ((const unsigned char *) "123456789", 9));
  printf ("sums: %02x %02x %04x\n", sum8 (buf, sizeof buf), xor8 (buf, sizeof buf),
          fletcher16 (buf, sizeof buf));

  for (i = 0; i < 24; i++)
    words[i] = (i * 2654435761u) >> 20;
  sort_words (words, 24);
  for (i = 0; i < 24; i++)
    h = h * 31 + words[i];
  printf ("sorted: %u..%u\n", words[0], words[23]);
  sort_words_desc (words, 24);
  for (i = 0; i < 24; i++)
    h = h * 31 + words[i];
  printf ("sorted desc: %u..%u, hash %08x\n", words[0], words[23], h);
  printf ("done\n");
  return 0;
}
