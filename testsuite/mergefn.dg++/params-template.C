// Rule: template instances that differ only in a constant (an element
// size, a template argument) share one body with the constant as a
// parameter, across their comdat groups, and each instance keeps its
// symbol as a thunk in its own group (mergefn-comdat-member).  C++'s
// case for parameterised merging; at -Os it is on without an argument.
// push_all is not noinline (a noinline function is never made a thunk):
// -fno-inline keeps main's calls out of line.
// { dg-do run }
// { dg-options "-Os -fno-ipa-icf -fno-inline" }

extern "C" void abort ();

template <int N>
struct ring
{
  int slot[8];
  unsigned head;

  int
  push_all (const int *p, int n)
  {
    int s = 0;
    for (int i = 0; i < n; i++)
      {
	slot[head % 8] = p[i] * N;
	head += 1;
	s = s * 3 + (slot[(head + 3) % 8] > 10 ? p[i] : p[i] + s / 2);
	if (s > 100000)
	  s %= 9973;
      }
    return s;
  }
};

template struct ring<4>;
template struct ring<8>;

// noipa: the reference keeps its constant an argument, out of sight.
static __attribute__ ((noipa)) int
ref (const int *p, int n, int k)
{
  int slot[8] = { 0 };
  unsigned head = 0;
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      slot[head % 8] = p[i] * k;
      head += 1;
      s = s * 3 + (slot[(head + 3) % 8] > 10 ? p[i] : p[i] + s / 2);
      if (s > 100000)
	s %= 9973;
    }
  return s;
}

int data[12] = { 4, 11, 2, 30, 8, 1, 6, 7, 3, 9, 12, 5 };

int
main ()
{
  ring<4> a = {};
  ring<8> b = {};
  if (a.push_all (data, 12) != ref (data, 12, 4)
      || b.push_all (data, 12) != ref (data, 12, 8))
    abort ();
  return 0;
}

// { dg-final { mergefn-params "_ZN4ringILi4EE8push_allEPKii" "_ZN4ringILi4EE8push_allEPKii" "1" } }
// { dg-final { mergefn-params "_ZN4ringILi8EE8push_allEPKii" "_ZN4ringILi4EE8push_allEPKii" "1" } }
// { dg-final { mergefn-comdat-member "_ZN4ringILi8EE8push_allEPKii" "_ZN4ringILi8EE8push_allEPKii" "params-template" } }
// { dg-final { mergefn-comdat-member "_ZN4ringILi4EE8push_allEPKii" "_ZN4ringILi4EE8push_allEPKii" "params-template" } }
