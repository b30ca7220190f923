// main of mu-mixed-*.C: every unit computes the same results, and the
// functions' addresses are the same in every unit.
namespace mx
{
  int ctors, dtors;
}

volatile int in = 9;

int
main ()
{
  int x = in;
  mx::fn pa[2], pb[2], pc[2], pd[2];
  int want = mx::expected (x);
  if (mx::run_all (x, pa) != want || unit_b (x, pb) != want
      || unit_c (x, pc) != want || unit_d (x, pd) != want)
    __builtin_abort ();
  for (int i = 0; i < 2; i++)
    if (pa[i] != pb[i] || pa[i] != pc[i] || pa[i] != pd[i])
      __builtin_abort ();
  // Two Ca, two Cb... per unit: 5 constructed and destroyed each time.
  if (mx::ctors != 4 * 5 || mx::dtors != 4 * 5)
    __builtin_abort ();
  // The counters are shared by every unit and kept apart.
  if (mx::counter_a () != 4 || mx::counter_b () != 4)
    __builtin_abort ();
  return 0;
}
