/* Helpers for share-callee-abi.c: callers compiled after a shared body
   rely on what its copy changes (-fipa-ra), and that copy depends on what
   its unit knows of the functions it calls.  */
int ext_step (int);

/* Calls a public function that one unit defines and the other does not:
   the two copies change different registers.  */
static int
through_ext (int x, int y)
{
  int t = ext_step (x);
  return t * y + x;
}

/* Calls nothing: every unit's copy changes the same registers.  */
static int
no_calls (int x, int y)
{
  return x * 7 - (y >> 2);
}
