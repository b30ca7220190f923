static int
helper (int x)
{
  return (x ^ 0x33) * 9 + 1;
}
