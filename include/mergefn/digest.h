/* SPDX-License-Identifier: GPL-3.0-or-later */
/* digest.h: SHA-256 (digest.c), for the content key.  */
#ifndef MERGEFN_DIGEST_H
#define MERGEFN_DIGEST_H

struct mf_sha256
{
  uint32_t h[8];
  uint64_t length;
  unsigned char block[64];
  size_t fill;
};

void mf_sha256_init (struct mf_sha256 *s);
void mf_sha256_add (struct mf_sha256 *s, const void *data, size_t n);
void mf_sha256_finish (struct mf_sha256 *s, unsigned char out[32]);

#endif
