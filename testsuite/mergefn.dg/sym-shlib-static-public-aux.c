/* Shared library of sym-shlib-static-public.c.  */

int
lib_step (int i)
{
  return i * 2 + 1;
}

static int
hidden_body (int x)
{
  int s = 3;
  for (int i = 0; i < x; i++)
    s = s * 7 - lib_step (i);
  return s;
}

int
pub_one (int x)
{
  int s = 3;
  for (int i = 0; i < x; i++)
    s = s * 7 - lib_step (i);
  return s;
}

int
pub_two (int x)
{
  int s = 3;
  for (int i = 0; i < x; i++)
    s = s * 7 - lib_step (i);
  return s;
}

int
call_one (int x)
{
  return pub_one (x) + 10;
}

int
call_two (int x)
{
  return pub_two (x) + 20;
}

int
call_static (int x)
{
  return hidden_body (x) + 30;
}
