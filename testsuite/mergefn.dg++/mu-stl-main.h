// main of mu-stl-*.C.
volatile int in = 3;

int
main ()
{
  for (int k = in; k < 9; k++)
    {
      long a = stl::work (k), b = unit_b (k), c = unit_c (k);
      if (a != b || a != c)
	__builtin_abort ();
    }
  return 0;
}
