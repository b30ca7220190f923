static inline int
helper (int x)
{
  return (x ^ 0x33) * 9 + 1;
}

/* Not declared inline: shared only with across-units given.  */
static int
plain_helper (int x)
{
  return (x + 0x21) * 7 - 3;
}
