/* mergefn demo: a few kinds of duplicates a real program accumulates.  */
#include <stdio.h>
#include <string.h>

struct point { int x, y; };
struct pixel { int x, y; };

/* Two static copies of one checksum: merged by alias.  */
static unsigned checksum_a (const unsigned char *p, size_t n)
{
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ p[i]) * 16777619u;
  return h;
}
static unsigned checksum_b (const unsigned char *p, size_t n)
{
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ p[i]) * 16777619u;
  return h;
}

/* Public functions: both addresses are visible, so one becomes a
   wrapper (a tail call) and &clamp_int != &clamp_level still holds.  */
int clamp_int (int v, int lo, int hi)
{
  if (v < lo) return lo;
  if (v > hi) return hi;
  return v;
}
int clamp_level (int v, int lo, int hi)
{
  if (v < lo) return lo;
  if (v > hi) return hi;
  return v;
}

/* Callers that differ only in which (equal) callee they call merge too.  */
static unsigned hash_name (const char *s) { return checksum_a ((const unsigned char *) s, strlen (s)); }
static unsigned hash_path (const char *s) { return checksum_b ((const unsigned char *) s, strlen (s)); }

/* Same layout, different struct types: merged, once their accesses
   through the pointer may alias anything (the survivor could be inlined
   where the types matter under strict aliasing).  */
int point_sum (struct point *p) { return p->x + p->y; }
int pixel_sum (struct pixel *p) { return p->x + p->y; }

/* A near miss: one constant differs, so they stay two functions.  */
int scale_up (int v) { return v * 7 + 1; }
int scale_down (int v) { return v * 7 - 1; }

/* Equal, but placed in different sections by the user (startup code
   here, say): each stays where it was put.  */
__attribute__ ((section (".text.startup_code"))) int
boot_mix (int v)
{
  return (v ^ 0x5a5a) * 2654435761u >> 7;
}
int run_mix (int v)
{
  return (v ^ 0x5a5a) * 2654435761u >> 7;
}

/* Identical read-only tables: merged into one.  */
static const unsigned short crc_table_a[8] = { 0, 4129, 8258, 12387, 16516, 20645, 24774, 28903 };
static const unsigned short crc_table_b[8] = { 0, 4129, 8258, 12387, 16516, 20645, 24774, 28903 };

int main (int argc, char **argv)
{
  struct point p = { 3, 4 };
  struct pixel q = { 5, 6 };
  unsigned t = 0;
  for (int i = 0; i < 8; i++)
    t += crc_table_a[i] ^ crc_table_b[7 - i];
  printf ("%u %u %d %d %d %d %u %d %d %d %d\n", hash_name ("mergefn"),
	  hash_path ("/tmp"), clamp_int (argc, 0, 3), clamp_level (42, 0, 9),
	  point_sum (&p), pixel_sum (&q), t,
	  (void *) clamp_int != (void *) clamp_level,
	  scale_up (argc) - scale_down (argc), boot_mix (argc) & 255,
	  run_mix (argc + 1) & 255);
  return 0;
}
