/* A shared library built with the plugin holds two equal public
   functions; a preloaded library interposes the first.  The second must
   keep its own behaviour: under -fPIC its wrapper may not call the
   interposable symbol, only a local alias of the body.  */
/* { dg-do run } */
/* { dg-mergefn-shlib "shlib-interpose-aux.c" } */
/* { dg-mergefn-preload "shlib-interpose-aux2.c" "-O2" } */

extern int lib_f (int);
extern int lib_g (int);

int
main (void)
{
  if (lib_f (1) != 1001)	/* The preloaded definition.  */
    __builtin_abort ();
  if (lib_g (2) != 15)		/* The library's own body.  */
    __builtin_abort ();
  return 0;
}

/* { dg-final { mergefn-merged "lib_g" "lib_f" "wrapper" "shlib-interpose-aux.c" } } */
