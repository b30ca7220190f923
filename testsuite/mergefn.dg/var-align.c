/* Rule: merged variables share one address, so the survivor must be at
   least as aligned as every member it absorbs: its alignment is raised
   to the strictest member's, or, when it cannot be (a "used" variable
   keeps the alignment the ABI gave it), that member stays apart.  Code
   relying on the stricter alignment must keep working: the program
   checks the survivors' addresses modulo 64 at run time.
     ta (escapes, survivor) + tb (_Alignas (64))  -> ta raised to 64
     tc (_Alignas (64), escapes, survivor) + td   -> td aliases tc
     ua (used, survivor) + ub (_Alignas (64))     -> apart
     te (aligned (64) attribute, escapes) + tf    -> apart or merged,
                                                     te stays aligned
     tg (escapes, survivor) + th (_Alignas (4096)) -> tg raised to 4096
   (a page-aligned member, so that a survivor left less aligned cannot
   pass by chance).  */
/* { dg-do run } */

#include <stdint.h>

#define INIT(k) { k, k + 1, k + 2, k + 3, k + 4, k + 5, k + 6, k + 7, \
		  k + 8, k + 9, k + 10, k + 11, k + 12, k + 13, k + 14, k + 15 }

static const int ta[16] = INIT (100);
static const int _Alignas (64) tb[16] = INIT (100);
static const int _Alignas (64) tc[16] = INIT (200);
static const int td[16] = INIT (200);
static const int __attribute__ ((used)) ua[16] = INIT (300);
static const int _Alignas (64) ub[16] = INIT (300);
static const int te[16] __attribute__ ((aligned (64))) = INIT (400);
static const int tf[16] = INIT (400);
static const int tg[16] = INIT (500);
static const int _Alignas (4096) th[16] = INIT (500);

const int *volatile esc[4];
volatile int in = 5;

static int __attribute__ ((noinline))
read_all (int i)
{
  return tb[i] + td[i] + ub[i] + tf[i] + ua[i + 1] + th[i + 2];
}

int
main (void)
{
  int i = in;
  esc[0] = ta;
  esc[1] = tc;
  esc[2] = te;
  esc[3] = tg;
  if ((uintptr_t) esc[0] % 64 != 0 || (uintptr_t) esc[1] % 64 != 0
      || (uintptr_t) esc[2] % 64 != 0 || (uintptr_t) esc[3] % 4096 != 0)
    __builtin_abort ();
  if (esc[0][i] != 105 || esc[1][i] != 205 || esc[2][i] != 405
      || esc[3][i] != 505)
    __builtin_abort ();
  if (read_all (i) != 105 + 205 + 305 + 405 + 306 + 507)
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "tb" "ta" "alias" } } */
/* { dg-final { mergefn-merged "td" "tc" "alias" } } */
/* { dg-final { mergefn-merged "th" "tg" "alias" } } */
/* { dg-final { mergefn-apart "ub" "ua" "less aligned and cannot be realigned" } } */
/* { dg-final { mergefn-not-merged "ub" } } */
