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

/* Same layout, different struct types: kept apart under strict aliasing,
   because the survivor could be inlined where the types matter.  */
int point_sum (struct point *p) { return p->x + p->y; }
int pixel_sum (struct pixel *p) { return p->x + p->y; }

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
  printf ("%u %u %d %d %d %d %u %d\n", hash_name ("mergefn"), hash_path ("/tmp"),
	  clamp_int (argc, 0, 3), clamp_level (42, 0, 9), point_sum (&p),
	  pixel_sum (&q), t, (void *) clamp_int != (void *) clamp_level);
  return 0;
}
