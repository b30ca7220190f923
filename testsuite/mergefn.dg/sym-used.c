/* Rule: a "used" function is emitted under its own name even if
   nothing in C refers to it (here only an assembler table does), so its
   address is observable: two equal used static functions keep distinct
   addresses (the second becomes a wrapper), and a plain static twin,
   whose address nobody sees, becomes an alias.  The program calls the
   used functions through the assembler table and compares the
   entries (.dc.a: an address, whatever its size on the target).  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */

volatile int in = 7;

#define BODY						\
  {							\
    int s = 1;						\
    for (int i = 1; i <= x; i++)			\
      s = (s * (i + 2)) % 10007;			\
    return s;						\
  }
#define REF(x) ({ int s_ = 1; for (int i_ = 1; i_ <= (x); i_++) s_ = (s_ * (i_ + 2)) % 10007; s_; })

static int __attribute__ ((used)) used_a (int x) BODY
static int __attribute__ ((used)) used_b (int x) BODY
static int plain_twin (int x) BODY

typedef int (*fn) (int);
extern const fn used_table[2];
__asm__ (".pushsection .data.rel.ro,\"aw\"\n"
	 "\t.p2align 3\n"
	 "used_table:\n"
	 "\t.dc.a used_a\n"
	 "\t.dc.a used_b\n"
	 "\t.popsection");

int
main (void)
{
  int x = in;
  fn volatile a = used_table[0];
  fn volatile b = used_table[1];
  if (a == b)
    __builtin_abort ();
  if (a (x) != REF (x) || b (x + 1) != REF (x + 1)
      || plain_twin (x + 2) != REF (x + 2))
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "used_b" "used_a" "wrapper" } } */
/* { dg-final { mergefn-merged "plain_twin" "used_a" "alias" } } */
/* { dg-final { scan-mergefn-dump-times "^merge " 2 } } */
