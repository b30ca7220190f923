/* Declarations and the reference computation shared by
   sym-shlib-interpose-survivor.c and sym-shlib-interpose-merged.c.  */

extern int lib_a (int), lib_b (int), lib_call_a (int), lib_call_b (int);
extern void *lib_addr_a (void), *lib_addr_b (void);

volatile int in = 6;

#define LIB(x) ({ int s_ = 0; for (int i_ = 0; i_ < (x); i_++) s_ = s_ * 5 + (i_ ^ 3); s_; })

/* Addresses seen from the program and from the library.  */
static void
check_addresses (void)
{
  void *volatile a = (void *) lib_a;
  void *volatile b = (void *) lib_b;
  if (a == b || lib_addr_a () == lib_addr_b ())
    __builtin_abort ();
  if (a != lib_addr_a () || b != lib_addr_b ())
    __builtin_abort ();
}
