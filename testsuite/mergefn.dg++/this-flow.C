// Rule (doc/cxx.md "Polymorphic classes"; plugin/this-flow.c): equal
// methods of two unrelated polymorphic classes merge unless `this' reaches
// something GCC's devirtualizer could use its class for: an indirect call
// it is an argument of (here also in a function the method passes `this'
// to, at any depth), a store, a return.  Reading through `this', or calling a function whose
// body GCC sees without `this', tells the devirtualizer nothing.
// Each pair's bodies are unique, so the dump names each refusal.
// { dg-do run }

struct Base
{
  int v;
  virtual int tag () = 0;
  virtual int plain (int x) = 0;
  virtual int peek_self (int x) = 0;
  virtual int chain (int x) = 0;
  virtual int call_virt (int x) = 0;
  virtual int call_virt_deep (int x) = 0;
  virtual int save (int x) = 0;
  virtual int save_plain (int x) = 0;
  virtual Base *self () = 0;
  virtual Base *self_plain () = 0;
  virtual int indirect (int x) = 0;
  virtual int indirect_this (int x) = 0;
  virtual ~Base () {}
};

__attribute__ ((noinline)) int
helper (int x)
{
  return (x * 67 + 1) ^ (x >> 2);
}

// Reads through its argument only.
__attribute__ ((noinline)) int
peek (const Base *b)
{
  return b->v * 3;
}

// Calls a virtual function of its argument: the argument's type decides.
__attribute__ ((noinline)) int
ask (Base *b)
{
  return b->tag () * 1000;
}

__attribute__ ((noinline)) int
ask_twice (Base *b, int x)
{
  return ask (b) + ask (b) + x;
}

Base *saved;
int calls;
int counts[8];
typedef int (*op_fn) (int);
__attribute__ ((noinline)) int op_a (int x) { return x * 13; }
__attribute__ ((noinline)) int op_b (int x) { return x - 13; }
op_fn volatile ops[2] = { op_a, op_b };
typedef int (*obj_fn) (Base *);
__attribute__ ((noinline)) int take (Base *b) { return b->tag () + 40; }
obj_fn volatile take_fn = take;

// C and D are one definition, so that their methods stay equal.
#define CLASS(NAME, V, TAG)						\
  struct NAME : Base							\
  {									\
    NAME () { v = V; }							\
    int tag () override { return TAG; }				\
    int plain (int x) override { return helper (x) + 3; }		\
    int peek_self (int x) override { return peek (this) + x; }		\
    __attribute__ ((noinline)) int inner (int x) { return peek (this) - x; } \
    int chain (int x) override { return inner (x) * 5; }		\
    int call_virt (int x) override { return ask (this) + x; }		\
    int call_virt_deep (int x) override { return ask_twice (this, x) - 1; } \
    int save (int x) override { saved = this; return helper (x) + 11; } \
    int save_plain (int x) override { saved = this; return x + 11; }	\
    int indirect (int x) override { return ops[x & 1] (x) + v; }	\
    int indirect_this (int x) override { return take_fn (this) + x; }	\
    Base *self () override { calls += helper (v); return this; }	\
    Base *self_plain () override					\
    {									\
      counts[v & 7] += v * 3 + 1;					\
      counts[(v >> 3) & 7] ^= v;					\
      return this;							\
    }									\
  };
CLASS (C, 7, 1)
CLASS (D, 9, 2)

__attribute__ ((noinline)) Base *
make (int k)
{
  if (k)
    return new C;
  return new D;
}

volatile int in = 5;

int
main ()
{
  int x = in;
  Base *c = make (1), *d = make (0);
  int h = helper (x);
  if (c->plain (x) != h + 3 || d->plain (x) != h + 3)
    __builtin_abort ();
  if (c->peek_self (x) != 21 + x || d->peek_self (x) != 27 + x)
    __builtin_abort ();
  if (c->chain (x) != (21 - x) * 5 || d->chain (x) != (27 - x) * 5)
    __builtin_abort ();
  if (c->call_virt (x) != 1000 + x || d->call_virt (x) != 2000 + x)
    __builtin_abort ();
  if (c->call_virt_deep (x) != 2000 + x - 1 || d->call_virt_deep (x) != 4000 + x - 1)
    __builtin_abort ();
  if (c->save (x) != h + 11 || saved != c || d->save (x) != h + 11 || saved != d)
    __builtin_abort ();
  if (c->save_plain (x) != x + 11 || saved != c || d->save_plain (x) != x + 11
      || saved != d)
    __builtin_abort ();
  if (c->self_plain () != c || d->self_plain () != d
      || c->self_plain ()->tag () != 1 || d->self_plain ()->tag () != 2)
    __builtin_abort ();
  if (c->indirect (x) != ops[x & 1] (x) + 7 || d->indirect (x) != ops[x & 1] (x) + 9)
    __builtin_abort ();
  if (c->indirect_this (x) != 41 + x || d->indirect_this (x) != 42 + x)
    __builtin_abort ();
  if (c->self () != c || d->self () != d || c->self ()->tag () != 1
      || d->self ()->tag () != 2)
    __builtin_abort ();
  delete c;
  delete d;
  return 0;
}

// `this' used for nothing, read through, passed down a chain that reads;
// an indirect call without it; stored or returned by a method that calls
// nothing GCC could see into (nothing there could use its class: GCC's
// ICF merges these too).
// { dg-final { mergefn-merged "_ZN1D5plainEi" "_ZN1C5plainEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1D9peek_selfEi" "_ZN1C9peek_selfEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1D5chainEi" "_ZN1C5chainEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1D8indirectEi" "_ZN1C8indirectEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1D10save_plainEi" "_ZN1C10save_plainEi" "wrapper" } }
// { dg-final { mergefn-merged "_ZN1D10self_plainEv" "_ZN1C10self_plainEv" "wrapper" } }
// `this' reaches a virtual call (one and two calls down), an indirect
// call, a store or a return in a method that also calls a visible body.
// { dg-final { mergefn-differ "_ZN1C9call_virtEi" "_ZN1D9call_virtEi" "^polymorphic class$" } }
// { dg-final { mergefn-not-merged "_ZN1D9call_virtEi" } }
// { dg-final { mergefn-not-merged "_ZN1C9call_virtEi" } }
// { dg-final { mergefn-differ "_ZN1C14call_virt_deepEi" "_ZN1D14call_virt_deepEi" "^polymorphic class$" } }
// { dg-final { mergefn-not-merged "_ZN1D14call_virt_deepEi" } }
// { dg-final { mergefn-differ "_ZN1C13indirect_thisEi" "_ZN1D13indirect_thisEi" "^polymorphic class$" } }
// { dg-final { mergefn-not-merged "_ZN1D13indirect_thisEi" } }
// { dg-final { mergefn-differ "_ZN1C4saveEi" "_ZN1D4saveEi" "^polymorphic class$" } }
// { dg-final { mergefn-not-merged "_ZN1D4saveEi" } }
// { dg-final { mergefn-differ "_ZN1C4selfEv" "_ZN1D4selfEv" "^polymorphic class$" } }
// { dg-final { mergefn-not-merged "_ZN1D4selfEv" } }
