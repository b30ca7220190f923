/* scripts/ensure-deps.sh installs the plugin headers of the compiler in use
   (gcc-N-plugin-dev for a gcc N), and when another process holds the dpkg
   lock it waits for it (apt's DPkg::Lock::Timeout) instead of failing at
   once.  testsuite/scripts/ensure-deps-lock.sh runs it with stand-ins for
   gcc, id and apt-get.  */
/* { dg-do compile } */
/* { dg-mergefn-no-plugin } */

int x;

/* { dg-final { mergefn-script "ensure-deps-lock.sh" } } */
