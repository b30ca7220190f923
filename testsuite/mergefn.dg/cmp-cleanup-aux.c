/* Helper for cmp-cleanup.c: a function the test's unit cannot see, so
   that calls to it may throw (the test is built with -fexceptions).  */

int trace[16];
int ntrace;

void
step (int x)
{
  trace[ntrace++] = x;
}
