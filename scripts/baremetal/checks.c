/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Checksums and sorts (scripts/check-baremetal.sh): the same loops with other
   polynomials, initial values and orders. */
#include "fw.h"

unsigned
crc16_ccitt (const unsigned char *p, unsigned n)
{
  unsigned crc = 0xffff, i;
  while (n--)
    {
      crc ^= (unsigned) *p++ << 8;
      for (i = 0; i < 8; i++)
        crc = (crc & 0x8000) ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  return crc;
}

unsigned
crc16_ibm (const unsigned char *p, unsigned n)
{
  unsigned crc = 0x0000, i;
  while (n--)
    {
      crc ^= (unsigned) *p++ << 8;
      for (i = 0; i < 8; i++)
        crc = (crc & 0x8000) ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
    }
  return crc;
}

unsigned
crc16_dnp (const unsigned char *p, unsigned n)
{
  unsigned crc = 0x0000, i;
  while (n--)
    {
      crc ^= (unsigned) *p++ << 8;
      for (i = 0; i < 8; i++)
        crc = (crc & 0x8000) ? ((crc << 1) ^ 0x3d65) & 0xffff : (crc << 1) & 0xffff;
    }
  return crc;
}

unsigned
crc32_ieee (const unsigned char *p, unsigned n)
{
  unsigned crc = 0xffffffffu, i;
  while (n--)
    {
      crc ^= *p++;
      for (i = 0; i < 8; i++)
        crc = (crc >> 1) ^ (0xedb88320u & -(crc & 1));
    }
  return ~crc;
}

unsigned
crc32_castagnoli (const unsigned char *p, unsigned n)
{
  unsigned crc = 0xffffffffu, i;
  while (n--)
    {
      crc ^= *p++;
      for (i = 0; i < 8; i++)
        crc = (crc >> 1) ^ (0x82f63b78u & -(crc & 1));
    }
  return ~crc;
}

unsigned
sum8 (const unsigned char *p, unsigned n)
{
  unsigned s = 0;
  while (n--)
    s = (s + *p++) & 0xff;
  return s;
}

unsigned
xor8 (const unsigned char *p, unsigned n)
{
  unsigned s = 0;
  while (n--)
    s = (s ^ *p++) & 0xff;
  return s;
}

unsigned
fletcher16 (const unsigned char *p, unsigned n)
{
  unsigned a = 0, b = 0;
  while (n--)
    {
      a = (a + *p++) % 255;
      b = (b + a) % 255;
    }
  return (b << 8) | a;
}

void
sort_words (unsigned *v, unsigned n)
{
  unsigned i, j;
  for (i = 1; i < n; i++)
    {
      unsigned x = v[i];
      for (j = i; j > 0 && v[j - 1] > x; j--)
        v[j] = v[j - 1];
      v[j] = x;
    }
}

void
sort_words_desc (unsigned *v, unsigned n)
{
  unsigned i, j;
  for (i = 1; i < n; i++)
    {
      unsigned x = v[i];
      for (j = i; j > 0 && v[j - 1] < x; j--)
        v[j] = v[j - 1];
      v[j] = x;
    }
}
