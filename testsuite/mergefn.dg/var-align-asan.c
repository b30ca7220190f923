/* Rule: under -fsanitize=address two variables merge only if they have
   one alignment, whichever is the survivor.  ASan pads every global by
   its alignment and registers it by name and size; an alias of another
   alignment overlaps the padding, and reading the next global was
   reported as a global-buffer-overflow (GCC's own
   c-c++-common/asan/pr99168.c, with the survivor the more aligned one).
   The pair of one alignment still merges.  Without ASan the same pairs
   merge (var-align.c).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fsanitize=address" } */
/* { dg-mergefn-require-link "-fsanitize=address" } */
/* { dg-mergefn-target "! powerpc64*-*-* s390x-*-* riscv64-*-*" "AddressSanitizer under qemu-user: on powerpc64 it re-executes itself, which qemu cannot follow (execve: ENOEXEC); on s390x qemu cannot map its shadow memory, on riscv64 its allocator fails a CHECK in qemu's address space" } */

struct big { unsigned long volatile x; } __attribute__ ((aligned (128)));

static struct big same_a = { 1UL };
static struct big same_b = { 1UL };
static int after[5][6] = {};
static struct big wide = { 0UL };
static struct big narrow __attribute__ ((aligned (32))) = { 0UL };

volatile unsigned long sink;

int
main (void)
{
  int i, j;
  for (i = 0; i < 5; i++)
    for (j = 0; j < 6; j++)
      sink += after[i][j];
  sink += wide.x + narrow.x + same_a.x + same_b.x;
  if (sink != 2)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-not-merged "narrow" } } */
/* { dg-final { mergefn-not-merged "wide" } } */
/* { dg-final { mergefn-apart "narrow" "wide" "AddressSanitizer needs equal alignment" } } */
/* { dg-final { mergefn-merged "same_b" "same_a" "alias" } } */
