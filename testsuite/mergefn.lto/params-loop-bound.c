/* Rule: a shared body forgets the loop bounds GCC recorded for its first
   member's constants, as it forgets their value ranges: a loop bounded
   for one member's constant would be cut short for another's.  The
   fuzzer's program of seed 20000281 (GCC 16, -O2 -flto with
   parameterised merging; GCC 12 too), reduced with cvise: f0_c0 and
   f0_m0 (params-loop-bound-aux.c) differ only in a loop's start.  Before
   the rule the check below aborted.  The value checked is the build's
   without the plugin.  (mk_P3 once left b and c unset, a reduction's
   leftover: the value then depended on the stack's garbage and differed
   on aarch64.)  f0_c0 and f0_m0 are not noinline (a noinline function is
   never made a thunk): -fno-inline keeps main's calls out of line.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-inline -flto -w" } */
/* { dg-additional-sources "params-loop-bound-aux.c" } */
/* { dg-mergefn-link-options "-fplugin-arg-mergefn-params" } */

#include <stdio.h>
struct S0 {
  short b;
  long c;
  unsigned char d;
  };
   struct S0r {
  int a;
  short b;
  };
   struct S0t {
  short b;
  long c;
  unsigned char d;
  };
   struct S1 {
  unsigned y;
  int z;
  signed char w;
  };
   struct S1r {
  unsigned y;
  unsigned x;
  };
   struct S1t {
  unsigned x;
  unsigned y;
  int z;
  signed char w;
  };
   struct P3 {
  long a;
  long b;
  long c;
  };
   static volatile long vin[8] = {
  0L, 1L, -1L, -22L, 2147483647L, -2147483648L, 75822413858L, 23130L };
  static const int tab0_0[8] = {
  -494, 800, -790, -540, -996, -966, -23, 343 };
   static const int tab1_1[8] = {
  -270, 686, -798, -455, -668, -202, 123, 969 };
   unsigned pong0_0 (unsigned n, unsigned x);
   unsigned pong0_1 (unsigned n, unsigned x);
   unsigned pong0_2 (unsigned n, unsigned x);
   unsigned long f2_c1 (unsigned long a);
   unsigned long f2_m1 (unsigned long a);
   struct P3 f0_c0 (struct P3 s, long k) {
    long sa = (long)s.a;
    long sb = (long)s.b;
    long acc = 30L;
    for (int i = 0;
  i < 3;
  i++)     {
       acc = (long)((unsigned long)acc - (unsigned long)37L);
     }
    switch ((unsigned)(long)((unsigned long)31110L - (unsigned long)sa) & 15)     {
     case 8:       acc = (long)((unsigned long)acc * (unsigned long)24L);
       break;
     case 12:       acc = (long)((unsigned long)acc * (unsigned long)(-1212001465272011287L));
       break;
     case 5:       acc = (long)((unsigned long)acc + (unsigned long)(-375L));
       break;
     case 3:       acc = (acc ^ (-19690L));
       break;
     default:       acc = (long)(unsigned short)8221787273191883391L;
       break;
     }
    {
     struct P3 r = s;
     r.a = (__typeof__ (r.a))((unsigned long)r.a * 3u + (unsigned long)(long)((unsigned long)acc + (unsigned long)acc));
     r.b = (__typeof__ (r.b))((unsigned long)r.b ^ ((unsigned long)sb - (unsigned long)k));
     return r;
   }
  }
   struct P3 f0_m0 (struct P3 s, long k) {
    long sa = (long)s.a;
    long sb = (long)s.b;
    long acc = 30L;
    for (int i = 1;
  i < 3;
  i++)     {
       acc = (long)((unsigned long)acc - (unsigned long)37L);
     }
    switch ((unsigned)(long)((unsigned long)31110L - (unsigned long)sa) & 15)     {
     case 8:       acc = (long)((unsigned long)acc * (unsigned long)24L);
       break;
     case 12:       acc = (long)((unsigned long)acc * (unsigned long)(-1212001465272011287L));
       break;
     case 5:       acc = (long)((unsigned long)acc + (unsigned long)(-375L));
       break;
     case 3:       acc = (acc ^ (-19690L));
       break;
     default:       acc = (long)(unsigned short)8221787273191883391L;
       break;
     }
    {
     struct P3 r = s;
     r.a = (__typeof__ (r.a))((unsigned long)r.a * 3u + (unsigned long)(long)((unsigned long)acc + (unsigned long)acc));
     r.b = (__typeof__ (r.b))((unsigned long)r.b ^ ((unsigned long)sb - (unsigned long)k));
     return r;
   }
  }
   __attribute__((noinline)) unsigned ping0_0 (unsigned n, unsigned x) {
    return pong0_0 (n - 1, x * 7u + 4294940677u) + (x >> 3);
  }
   __attribute__((noinline)) unsigned ping0_1 (unsigned n, unsigned x) {
    return pong0_2 (n - 1, x * 7u + 4294940677u) + (x >> 3);
  }
   __attribute__((noinline)) unsigned ping0_2 (unsigned n, unsigned x) {
    return pong0_1 (n - 1, x * 7u + 4294940677u) + (x >> 3);
  }
   __attribute__((noinline)) long f1 (long a, long b, long c) {
    long v0 = ((long)"gef0e1d0"[(unsigned)c & 7] / (long)(((long)((unsigned long)(-6768160939256004645L) << ((-2L) & 15)) & 7) + 1));
    long acc = 20L;
    for (int i = 1;
  i < 7;
  i++)     {
       acc = (long)((unsigned long)acc - (unsigned long)30676L);
     }
    return (long)((unsigned long)acc - (unsigned long)(long)((unsigned long)(long)tab0_0[(unsigned)(long)((unsigned long)3737063117013800133L - (unsigned long)(-2L)) & 7] * (unsigned long)v0));
  }
   __attribute__((noinline)) long f1_c1 (long a, long b, long c) {
    long v0 = ((long)"gef0e1d0"[(unsigned)c & 7] / (long)(((long)((unsigned long)(-6768160939256004645L) << ((-2L) & 15)) & 7) + 1));
    long acc = 20L;
    for (int i = 1;
  i < 7;
  i++)     {
       acc = (long)((unsigned long)acc - (unsigned long)30676L);
     }
    return (long)((unsigned long)acc - (unsigned long)(long)((unsigned long)(long)tab0_0[(unsigned)(long)((unsigned long)3737063117013800133L - (unsigned long)(-2L)) & 7] * (unsigned long)v0));
  }
   __attribute__((noinline)) long f1_m1 (long a, long b, long c) {
    long v0 = ((long)"gef0e1d0"[(unsigned)c & 7] / (long)(((long)((unsigned long)(-6768160939256004645L) << ((-2L) & 15)) & 7) + 1));
    long acc = 20L;
    for (int i = 1;
  i < 7;
  i++)     {
     }
    return (long)((unsigned long)acc - (unsigned long)(long)((unsigned long)(long)tab0_0[(unsigned)(long)((unsigned long)3737063117013800133L - (unsigned long)(-2L)) & 7] * (unsigned long)v0));
  }
   __attribute__((noinline)) unsigned long f2_c0 (unsigned long a) {
    unsigned long v0 = a;
    unsigned long v1 = (-(-v0));
    unsigned long v2 = (((unsigned long)"aayyb1cc"[(unsigned)(a % (unsigned long)((v0 & 7) + 1)) & 7] >= v1) ? (unsigned long)tab0_0[(unsigned)(unsigned long)"g1b0gfex"[(unsigned)a & 7] & 7] : (unsigned long)"ezeeg0yz"[(unsigned)1434UL & 7]);
    unsigned long c0 = (unsigned long)f1_m1 ((long)(unsigned long)tab0_0[(unsigned)3414549414524164207UL & 7], (long)(unsigned long)(short)5UL, (long)27UL);
    unsigned long c1 = (unsigned long)f1_c1 ((long)(v2 * c0), (long)(unsigned long)"aexghczx"[(unsigned)v2 & 7], (long)((v1 < v0) ? a : v1));
    unsigned long acc = 13UL;
    for (int i = 2;
  i < 8;
  i++)     {
       acc = (acc * (unsigned long)(unsigned short)(unsigned long)(c0 > c1));
     }
    return (acc + ((unsigned long)"efzbfyde"[(unsigned)(v2 * 3UL) & 7] + v0));
  }
   __attribute__((noinline)) unsigned long f2_m0 (unsigned long a) {
    unsigned long v0 = a;
    unsigned long v1 = (-(-v0));
    unsigned long v2 = (((unsigned long)"aayyb1cc"[(unsigned)(a % (unsigned long)((v0 & 7) + 1)) & 7] >= v1) ? (unsigned long)tab0_0[(unsigned)(unsigned long)"g1b0gfex"[(unsigned)a & 7] & 7] : (unsigned long)"ezeeg0yz"[(unsigned)1434UL & 7]);
    unsigned long c0 = (unsigned long)f1_m1 ((long)(unsigned long)tab0_0[(unsigned)3414549414524164207UL & 7], (long)(unsigned long)(short)5UL, (long)35UL);
    unsigned long c1 = (unsigned long)f1_c1 ((long)(v2 * c0), (long)(unsigned long)"aexghczx"[(unsigned)v2 & 7], (long)((v1 < v0) ? a : v1));
    unsigned long acc = 13UL;
    for (int i = 2;
  i < 8;
  i++)     {
       acc = (acc * (unsigned long)(unsigned short)(unsigned long)(c0 > c1));
     }
    return (acc + ((unsigned long)"efzbfyde"[(unsigned)(v2 * 3UL) & 7] + v0));
  }
   __attribute__((noinline)) long f1_m0 (long a, long b, long c) ;
   __attribute__((noinline)) unsigned long f2 (unsigned long a) ;
   static unsigned long long mix (unsigned long long h, unsigned long long v) {
    return (h ^ v) * 0x100000001b3ULL + (h >> 29);
  }
#define IN(k) vin[(j + (k) * 3) & 7]
      static struct P3 mk_P3 (int j) {
    struct P3 v;
    v.a = (long)IN(1);
    v.b = (long)IN(2);
    v.c = (long)IN(3);
    return v;
  }
   static unsigned long long fold_P3 (struct P3 v) {
    return (unsigned long long)v.a * 1 ^ (unsigned long long)v.b * 3 ^ (unsigned long long)v.c * 5;
  }
       int main (void) {
    unsigned long long h, total = 0;
    struct S0 st_S0[3];
    struct S0r st_S0r[3];
    struct S0t st_S0t[3];
    struct S1 st_S1[3];
    struct S1r st_S1r[3];
    struct S1t st_S1t[3];
    for (int j = 0;
  j < 3;
  j++)     {
       st_S0[j].d = (unsigned char)IN(4);
       st_S0r[j].b = (short)IN(2);
       st_S0t[j].b = (short)IN(2);
       st_S0t[j].c = (long)IN(3);
       st_S0t[j].d = (unsigned char)IN(4);
       st_S1r[j].x = (unsigned)IN(1);
       st_S1r[j].y = (unsigned)IN(2);
       st_S1t[j].y = (unsigned)IN(2);
       st_S1t[j].z = (int)IN(3);
       st_S1t[j].w = (signed char)IN(4);
     }
    h = 0;
    for (int j = 0;
  j < 4;
  j++)     h = mix (h, fold_P3 (f0_c0 (mk_P3 (j), (long)IN(0))));
    /* The value of the build without the plugin (at -O0 and -O2 -flto,
       on x86-64, aarch64, i686 and armhf): it depends on long's size.  */
    if (h != (sizeof (long) == 8 ? 0x61e572d7906e422aULL : 0x256c5aa3395d67a0ULL))
      __builtin_abort ();
    for (int j = 0;
  j < 4;
  j++)     h = mix (h, fold_P3 (f0_m0 (mk_P3 (j), (long)IN(0))));
  }
/* { dg-final { mergefn-params "f0_c0" "f0_m0" "1" } } */
