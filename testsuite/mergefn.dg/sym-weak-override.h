/* Functions shared by sym-weak-override.c and sym-weak-override-plugin.c:
   a weak + strong pair and a weak + weak pair, and callers.  */

extern int scale (int);

int __attribute__ ((weak))
w_first (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += scale (i) + x;
  return s;
}

int
s_second (int x)
{
  int s = 0;
  for (int i = 0; i < x; i++)
    s += scale (i) + x;
  return s;
}

int __attribute__ ((weak))
wa (int x)
{
  int s = 1;
  for (int i = 0; i < x; i++)
    s = s * 2 + scale (i);
  return s;
}

int __attribute__ ((weak))
wb (int x)
{
  int s = 1;
  for (int i = 0; i < x; i++)
    s = s * 2 + scale (i);
  return s;
}

int
call_w_first (int x)
{
  return w_first (x) + 1;
}

int
call_wa (int x)
{
  return wa (x) + 2;
}

int
call_wb (int x)
{
  return wb (x) + 3;
}

volatile int in = 5;
int (*volatile pw) (int) = w_first;
int (*volatile ps) (int) = s_second;

#define SUM(x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ += i_ * 3 + (x); s_; })
#define DBL(x) ({ int s_ = 1; for (int i_ = 0; i_ < (x); i_++) s_ = s_ * 2 + i_ * 3; s_; })
