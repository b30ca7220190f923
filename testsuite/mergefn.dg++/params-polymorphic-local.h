// Classes of params-polymorphic-local.C and params-polymorphic-local-same.C:
// two polymorphic classes with one layout and other overrides.

struct walker
{
  virtual ~walker () {}
  virtual int visit (int x) = 0;
  int walk (int n) { int s = 0; for (int i = 0; i < n; i++) s += visit (i); return s; }
  long *count;
};

// The same layout, other overrides.
struct twice : walker
{
  twice () { count = new long (0); }
  ~twice () { delete count; }
  int visit (int x) { ++*count; return 2 * x; }
};

struct square : walker
{
  square () { count = new long (0); }
  ~square () { delete count; }
  int visit (int x) { ++*count; return x * x; }
};
