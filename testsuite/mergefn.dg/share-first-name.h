/* For share-first-name.c: a header's helper that calls a public function
   which, in one unit, calls the helper back.  */
int pub_down (int);

static int
down_helper (int x)
{
  return x > 0 ? pub_down (x - 1) * 2 + 1 : 0;
}
