/* Helper of shlib.c: the library, built with -flto -fPIC -shared.  */
#define NOINLINE __attribute__ ((noinline))
#define HIDDEN __attribute__ ((visibility ("hidden"), noinline))

/* lib_a and lib_b are not noinline (a noinline function is never made a
   wrapper); their calls stay out of line all the same: they can be
   interposed, and main calls lib_b from the program.  */
int
lib_a (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 7 + (i ^ x);
  return s;
}

int
lib_b (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s = s * 7 + (i ^ x);
  return s;
}

int
lib_calls_a (int x)
{
  return lib_a (x) + 1;
}

HIDDEN int
hid_a (int x)
{
  int s = 1;
  for (int i = 0; i < x; i++)
    s = s * 7 + (i ^ x);
  return s;
}

HIDDEN int
hid_b (int x)
{
  int s = 1;
  for (int i = 0; i < x; i++)
    s = s * 7 + (i ^ x);
  return s;
}

static NOINLINE int
helper_a (int x)
{
  return hid_a (x) * 2;
}

static NOINLINE int
helper_b (int x)
{
  return hid_b (x) * 2;
}

int
lib_calls_hidden (int x)
{
  return helper_a (x) + helper_b (x + 1);
}

static const int t1[8] = { 9, 8, 2, 7, 3, 6, 2, 6 };
static const int t2[8] = { 9, 8, 2, 7, 3, 6, 2, 6 };

int
lib_tables (int i)
{
  return t1[i % 8] + t2[(i + 1) % 8];
}
