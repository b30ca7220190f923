/* Rule: with section anchors (-fsection-anchors: the default at -O2 on
   arm and aarch64), a function reaches the static variables of one
   section through one anchor symbol plus each variable's offset in the
   block.  A variable merged by alias has no place of its own in the
   block: every access to it must reach the survivor's bytes, and the
   offsets of the variables around it must stay right.  Here tables that
   merge sit between tables that do not (so a dropped table shifts the
   offsets of those after it), in .rodata and, for the ones read-only by
   proof only, in .data, and each function reads several of them at once
   through one anchor.
     ta, tb (equal, const): merge;  tc, td (differ from them): apart;
     wa, wb (equal, never written, not const): merge;  wc (written): kept.
   x86 has no section anchors.  */
/* { dg-do run } */
/* { dg-mergefn-target "! i?86-*-* x86_64-*-*" "x86 has no section anchors" } */
/* { dg-options "-O2 -fno-ipa-icf -fsection-anchors" } */

volatile int in = 2;

static const int tc[5] = { 101, 102, 103, 104, 105 };
static const int ta[5] = { 3, 1, 4, 1, 5 };
static const short td[3] = { 7, 8, 9 };
static const int tb[5] = { 3, 1, 4, 1, 5 };
static const int te[5] = { 9, 2, 6, 5, 3 };

static int wa[4] = { 11, 12, 13, 14 };
static int wc[4] = { 21, 22, 23, 24 };
static int wb[4] = { 11, 12, 13, 14 };
static int wd[4] = { 31, 32, 33, 34 };

static int __attribute__ ((noinline))
mix_ab (int i)
{
  return ta[i] * 1000 + tc[i] * 10 + td[i % 3] + tb[i + 1] * 100 + te[i];
}

static int __attribute__ ((noinline))
mix_ba (int i)
{
  return tb[i] * 1000 + tc[i] * 10 + td[i % 3] + ta[i + 1] * 100 + te[i];
}

static int __attribute__ ((noinline))
data_ab (int i)
{
  wc[i] += 1;
  return wa[i] * 100 + wc[i] + wb[i + 1] * 10 + wd[i];
}

int
main (void)
{
  int i = in;
  /* 4*1000 + 103*10 + 9 + 1*100 + 6.  */
  if (mix_ab (i) != 5145 || mix_ba (i) != 5145)
    __builtin_abort ();
  if (mix_ab (0) != 3000 + 1010 + 7 + 100 + 9)
    __builtin_abort ();
  /* 13*100 + 24 + 14*10 + 33.  */
  if (data_ab (i) != 1497 || wc[i] != 24)
    __builtin_abort ();
  if (tc[4] != 105 || td[2] != 9 || te[4] != 3 || wd[3] != 34)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^merge (tb -> ta|ta -> tb) \\(alias\\)$" } } */
/* { dg-final { scan-mergefn-dump "^merge (wb -> wa|wa -> wb) \\(alias\\)$" } } */
/* { dg-final { mergefn-not-merged "tc" } } */
/* { dg-final { mergefn-not-merged "te" } } */
/* { dg-final { mergefn-not-merged "wc" } } */
/* { dg-final { mergefn-not-merged "wd" } } */
/* { dg-final { scan-mergefn-dump "^merge mix_ba -> mix_ab \\(alias\\)$" } } */
