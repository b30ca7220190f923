// Rule (doc/total-order.md section 2.1: parameters' and the result's
// by-reference flags; doc/merge-rules.md: a wrapper passes parameters and
// result straight through): inline functions that return a class by
// value through a hidden return slot (std::string, a class with a
// non-trivial copy constructor, std::unique_ptr) or take one by value
// (passed by invisible reference) become wrappers across comdat groups;
// the wrapper must hand the caller's return slot and argument on
// unchanged, with no extra copy or destruction (counted).
// { dg-do run }

#include <memory>
#include <string>

int copies, destroyed;

struct Big
{
  long a[8];
  Big () { for (int i = 0; i < 8; i++) a[i] = i; }
  Big (const Big &o) { for (int i = 0; i < 8; i++) a[i] = o.a[i]; copies++; }
  ~Big () { destroyed++; }
};

inline std::string
str_a (int x)
{
  std::string s = "value-";
  s += std::to_string (x * 3);
  return s;
}

inline std::string
str_b (int x)
{
  std::string s = "value-";
  s += std::to_string (x * 3);
  return s;
}

inline Big
big_a (Big b, int k)
{
  b.a[k & 7] += k * 100;
  return b;
}

inline Big
big_b (Big b, int k)
{
  b.a[k & 7] += k * 100;
  return b;
}

inline std::unique_ptr<int>
box_a (int x)
{
  return std::unique_ptr<int> (new int (x * 5 + 1));
}

inline std::unique_ptr<int>
box_b (int x)
{
  return std::unique_ptr<int> (new int (x * 5 + 1));
}

std::string (*volatile s1) (int) = str_a;
std::string (*volatile s2) (int) = str_b;
Big (*volatile b1) (Big, int) = big_a;
Big (*volatile b2) (Big, int) = big_b;
std::unique_ptr<int> (*volatile u1) (int) = box_a;
std::unique_ptr<int> (*volatile u2) (int) = box_b;
volatile int in = 4;

int
main ()
{
  int x = in;
  if (s1 (x) != "value-12" || s2 (x + 1) != "value-15" || s1 == s2)
    __builtin_abort ();
  {
    Big b;
    copies = destroyed = 0;
    {
      Big r1 = b1 (b, x);
      Big r2 = b2 (b, x + 1);
      if (r1.a[4] != 404 || r2.a[5] != 505 || r1.a[5] != 5 || b.a[4] != 4)
	__builtin_abort ();
      // One copy into each by-value parameter; the result is moved into
      // r1 / r2 through the return slot: the parameter copy to the
      // result counts too (no move constructor).
      if (copies != 4 || destroyed != 2)
	__builtin_abort ();
    }
    if (destroyed != 4)
      __builtin_abort ();
  }
  if (*u1 (x) != 21 || *u2 (x) != 21 || u1 == u2)
    __builtin_abort ();
  return 0;
}

// { dg-final { mergefn-merged "_Z5str_bB5cxx11i" "_Z5str_aB5cxx11i" "wrapper" } }
// { dg-final { mergefn-merged "_Z5big_b3Bigi" "_Z5big_a3Bigi" "wrapper" } }
// { dg-final { mergefn-merged "_Z5box_bi" "_Z5box_ai" "wrapper" } }
