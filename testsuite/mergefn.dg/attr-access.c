/* Rule (doc/merge-rules.md, attributes): the `access' attribute's size
   argument counts elements of the pointer parameter's target type, and
   __builtin_dynamic_object_size reads it so: with size 10, a `void *'
   parameter's object is 10 bytes, an `int *' one's 40.  Parameter types
   otherwise compare as pointers whatever they point to, so with the
   attribute the pointed-to sizes must be equal ("access attribute: size
   of the pointed-to type").  GCC 12's gcc.dg/builtin-dynamic-object-size-0.c
   failed at run time with the plugin (2026-11-25, doc/results/check-gcc.md).
   Control: `int *' and `float *' (both 4 bytes) merge.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline" } */
/* { dg-mergefn-target "gcc >= 12" "__builtin_dynamic_object_size, which reads the size, is GCC 12's (GCC 11 has none)" } */

typedef __SIZE_TYPE__ size_t;

__attribute__ ((access (read_write, 1, 2))) size_t
size_bytes (void *obj, size_t n)
{
  return __builtin_dynamic_object_size (obj, 0);
}

__attribute__ ((access (read_write, 1, 2))) size_t
size_ints (int *obj, size_t n)
{
  return __builtin_dynamic_object_size (obj, 0);
}

__attribute__ ((access (read_write, 1, 2))) size_t
size_floats (float *obj, size_t n)
{
  return __builtin_dynamic_object_size (obj, 0);
}

volatile size_t ten = 10;

int
main (void)
{
  char bytes[64];
  int ints[16];
  float floats[16];
  if (size_bytes (bytes, ten) != 10)
    __builtin_abort ();
  if (size_ints (ints, ten) != 10 * sizeof (int))
    __builtin_abort ();
  if (size_floats (floats, ten) != 10 * sizeof (float))
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-mergefn-dump "^differ (size_bytes size_(ints|floats)|size_(ints|floats) size_bytes): access attribute: size of the pointed-to type$" } } */
/* { dg-final { mergefn-not-merged "size_bytes" } } */
/* { dg-final { mergefn-merged "size_floats" "size_ints" "wrapper" } } */
