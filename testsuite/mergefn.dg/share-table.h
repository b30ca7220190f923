/* Tables a header gives every unit that includes it (share-table.c).  */

/* Only loaded from: one copy in the program.  */
static const int primes[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };
static const char *const words[3] = { "alpha", "beta", "gamma" };

/* Its address leaves the function: two units' pointers must differ.  */
static const int anchor[4] = { 40, 41, 42, 43 };

/* Writable: each unit counts on its own.  */
static int calls[2];

/* The same name, another content in each unit (SCALE).  */
static const int scaled[4] = { SCALE, 2 * SCALE, 3 * SCALE, 4 * SCALE };

static inline int
table_sum (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += primes[i & 7] * scaled[i & 3]
	 + (int) __builtin_strlen (words[i % 3]);
  calls[0]++;
  return s;
}

static inline const int *
anchor_of (void)
{
  return anchor;
}
