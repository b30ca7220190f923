// Rule (doc/cxx.md, "Shared objects"; doc/merge-rules.md, "Parameterised
// merging"): parameterised merging keeps a shared object's exported
// dynamic symbols as they are.  Exported template instances that differ
// only in a constant, and the functions that reach them, are left alone
// (their merging could change what GCC emits); internal functions that
// differ only in a constant share one body.  The library is built at -Os,
// where parameterised merging is on, with (libdso-params-aux.so, which the
// test runs with) and without the plugin (plain.so), both with
// -fno-inline (see the library).
// { dg-do run }
// { dg-mergefn-no-plugin }
// { dg-mergefn-shlib "dso-params-aux.C" "%mergefn% -Os -fno-ipa-icf -fno-inline" }
// { dg-mergefn-dso "plain" "dso-params-aux.C" "-Os -fno-ipa-icf -fno-inline" }

int use_scale_4 (int), use_scale_8 (int), use_step_3 (int), use_step_5 (int);

// noipa: the reference keeps its constant an argument, out of sight.
static __attribute__ ((noipa)) int
ref_scale (int x, int n)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    {
      s = s * 3 + i * n;
      if (s > 100000)
	s %= 9973;
    }
  return s;
}

// noipa: the reference keeps its constant an argument, out of sight.
static __attribute__ ((noipa)) int
ref_step (int x, int k)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    {
      s = s * 5 + (i ^ k);
      if (s > 100000)
	s %= 9967;
      if ((s & 7) == 3)
	s = s * 7 + (x >> 1);
    }
  return s;
}

volatile int in = 12;

int
main ()
{
  int x = in;
  if (use_scale_4 (x) != ref_scale (x, 4) + 1
      || use_scale_8 (x) != ref_scale (x, 8) + 1
      || use_step_3 (x) != ref_step (x, 3) + 2
      || use_step_5 (x) != ref_step (x, 5) + 2)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-same-dynamic-symbols "libdso-params-aux" "plain" } }
// { dg-final { mergefn-params "_ZL6step_3i" "_ZL6step_3i" "1" "dso-params-aux.C" } }
// { dg-final { mergefn-params "_ZL6step_5i" "_ZL6step_3i" "1" "dso-params-aux.C" } }
// { dg-final { mergefn-apart "_Z5scaleILi4EEii" "_Z5scaleILi8EEii" "^params: in a shared object, it is or reaches an exported function emitted only if used$" "dso-params-aux.C" } }
// { dg-final { mergefn-not-merged "_Z5scaleILi4EEii" "dso-params-aux.C" } }
// { dg-final { mergefn-not-merged "_Z5scaleILi8EEii" "dso-params-aux.C" } }
// { dg-final { mergefn-pass-not-run "plain" } }
