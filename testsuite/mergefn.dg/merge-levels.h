/* The central merge rules, shared by merge-O1.c, merge-O3.c, merge-Os.c
   and merge-O2-icf.c (each compiles it at another optimization level):
     static pair, addresses not taken          -> alias
     public pair                               -> wrapper, &f != &g
     static + public                           -> the static one aliases
                                                  the public one
     static pair, both addresses taken         -> wrapper, &f != &g
     static pair, addresses not taken, but
       differing in a constant                 -> not merged
   Every includer compiles it with -fno-inline, so that main calls each
   function out of line (marking them noinline did that before; a
   noinline function is never made a wrapper now).  */

volatile int in = 10;

#define BODY(k)						\
  {							\
    unsigned h = (unsigned) x;				\
    for (int i = 0; i < x; i++)				\
      h = h * 33u + (unsigned) (i ^ (k));		\
    return (int) (h % 100003u);				\
  }
#define REF(k, x) ({ unsigned h_ = (unsigned) (x); for (int i_ = 0; i_ < (x); i_++) h_ = h_ * 33u + (unsigned) (i_ ^ (k)); (int) (h_ % 100003u); })

static int st_a (int x) BODY (1)
static int st_b (int x) BODY (1)
int pub_a (int x) BODY (2)
int pub_b (int x) BODY (2)
static int mix_st (int x) BODY (3)
int mix_pub (int x) BODY (3)
static int addr_a (int x) BODY (4)
static int addr_b (int x) BODY (4)
static int diff_a (int x) BODY (5)
static int diff_b (int x) BODY (6)

typedef int (*fn) (int);
fn volatile ptrs[4];

int
main (void)
{
  int x = in;
  ptrs[0] = pub_a;
  ptrs[1] = pub_b;
  ptrs[2] = addr_a;
  ptrs[3] = addr_b;
  if (ptrs[0] == ptrs[1] || ptrs[2] == ptrs[3] || ptrs[0] == ptrs[2])
    __builtin_abort ();
  if (ptrs[0] (x) != REF (2, x) || ptrs[1] (x + 1) != REF (2, x + 1)
      || ptrs[2] (x) != REF (4, x) || ptrs[3] (x + 1) != REF (4, x + 1))
    __builtin_abort ();
  if (st_a (x) != REF (1, x) || st_b (x + 1) != REF (1, x + 1)
      || pub_a (x + 2) != REF (2, x + 2) || pub_b (x + 3) != REF (2, x + 3)
      || mix_st (x) != REF (3, x) || mix_pub (x + 1) != REF (3, x + 1)
      || addr_a (x + 2) != REF (4, x + 2) || addr_b (x + 3) != REF (4, x + 3)
      || diff_a (x) != REF (5, x) || diff_b (x) != REF (6, x))
    __builtin_abort ();
  return 0;
}
