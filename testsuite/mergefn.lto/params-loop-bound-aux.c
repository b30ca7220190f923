/* Helper of params-loop-bound.c: the fuzzer's first unit, reduced.  */
 struct P3 {
   long a;
   long b;
   };
    static const int tab0_0[8] = {
   -270, 686, -798, -455, -668, -202, 123, 969 };
    unsigned ping0_0 (unsigned n, unsigned x);
    unsigned ping0_1 (unsigned n, unsigned x);
    unsigned ping0_2 (unsigned n, unsigned x);
    long f1_c1 (long a, long b, long c);
    long f1_m1 (long a, long b, long c);
    __attribute__((weak)) __attribute__((noinline)) struct P3 f0 (struct P3 s, long k) {
     long sa = (long)s.a;
     long sb = (long)s.b;
     long acc = 30L;
     for (int i = 0;
   i < 3;
   i++)     {
      }
     {
      struct P3 r = s;
      r.a = (__typeof__ (r.a))((unsigned long)r.a * 3u + (unsigned long)(long)((unsigned long)acc + (unsigned long)acc));
      r.b = (__typeof__ (r.b))((unsigned long)r.b ^ ((unsigned long)sb - (unsigned long)k));
      return r;
    }
   }
    __attribute__((weak)) __attribute__((noinline)) struct P3 f0_c1 (struct P3 s, long k) {
     long sb = (long)s.b;
     long acc = 30L;
     for (int i = 0;
   i < 3;
   i++)     {
        acc = (long)((unsigned long)acc - (unsigned long)37L);
      }
     {
      struct P3 r = s;
      r.a = (__typeof__ (r.a))((unsigned long)r.a * 3u + (unsigned long)(long)((unsigned long)acc + (unsigned long)acc));
      r.b = (__typeof__ (r.b))((unsigned long)r.b ^ ((unsigned long)sb - (unsigned long)k));
      return r;
    }
   }
    __attribute__((noinline)) struct P3 f0_m1 (struct P3 s, long k) {
     long sa = (long)s.a;
     long acc = 30L;
     for (int i = 0;
   i < 3;
   i++)     {
        acc = (long)((unsigned long)acc - (unsigned long)37L);
      }
     {
      struct P3 r = s;
      return r;
    }
   }
    __attribute__((noinline)) unsigned pong0_0 (unsigned n, unsigned x) {
     return ping0_0 (n - 1, x * 2u + 3588817868u) + n;
   }
    __attribute__((noinline)) unsigned pong0_1 (unsigned n, unsigned x) {
     return ping0_1 (n - 1, x * 2u + 3588817867u) + n;
   }
    __attribute__((noinline)) unsigned pong0_2 (unsigned n, unsigned x) {
     return ping0_2 (n - 1, x * 2u + 3588817868u) + n;
   }
    __attribute__((noinline)) long f1_c0 (long a, long b, long c) {
     long v0 = ((long)"gef0e1d0"[(unsigned)c & 7] / (long)(((long)((unsigned long)(-6768160939256004645L) << ((-2L) & 15)) & 7) + 1));
     long v2 = a;
     long acc = 20L;
     return (long)((unsigned long)acc - (unsigned long)(long)((unsigned long)(long)tab0_0[(unsigned)(long)((unsigned long)3737063117013800133L - (unsigned long)(-2L)) & 7] * (unsigned long)v0));
   }
    __attribute__((weak)) __attribute__((noinline)) long f1_m0 (long a, long b, long c) {
     long v0 = ((long)"gef0e1d0"[(unsigned)c & 7] / (long)(((long)((unsigned long)(-6768160939256004645L) << ((-2L) & 15)) & 7) + 1));
     long v2 = a;
     long acc = 20L;
     for (int i = 1;
   i < 7;
   i++)     {
        acc = (long)((unsigned long)acc - (unsigned long)30676L);
        v0 = 1L;
      }
     return (long)((unsigned long)acc - (unsigned long)(long)((unsigned long)(long)tab0_0[(unsigned)(long)((unsigned long)(-2L) - (unsigned long)(-2L)) & 7] * (unsigned long)v0));
   }
    __attribute__((weak)) __attribute__((noinline)) unsigned long f2 (unsigned long a) {
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
    __attribute__((noinline, weak)) unsigned long f2_c1 (unsigned long a) {
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
