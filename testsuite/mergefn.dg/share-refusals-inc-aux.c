/* Included by share-refusals.c, as pcre2's JIT includes sljit's .c files:
   a source file most often only one unit includes.  */
static int
included_helper (int x)
{
  return (x + 11) * 5;
}
