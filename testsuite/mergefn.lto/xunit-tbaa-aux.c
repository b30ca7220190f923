/* Helper of xunit-tbaa.c: get_i, reading struct HI (the layout of
   xunit-tbaa.c's struct HL, another alias set), and its caller.  */
struct HI { int *p; };

int *
get_i (struct HI *h)
{
  return h->p;
}

__attribute__ ((noinline)) int *
get_int (struct HI *h)
{
  return get_i (h);
}
