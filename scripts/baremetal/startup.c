/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Cortex-M3 start of scripts/check-baremetal.sh's program: the vector
   table (initial stack, reset, faults), zeroing .bss, newlib's semihosting
   handles (librdimon), constructors, main, exit.  Its own start rather
   than rdimon-crt0.o, which sets the stack from the debugger's heap
   information (not a fixed layout under QEMU's M-profile). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern char __bss_start__[], __bss_end__[], __stack_top[];
extern void initialise_monitor_handles (void);
extern void __libc_init_array (void);
extern int main (void);

void reset_handler (void);

/* A fault ends the run: "FAULT n" on the console, exit status 3. */
static void
fault (unsigned n)
{
  printf ("FAULT %u\n", n);
  exit (3);
}
static void nmi_handler (void) { fault (2); }
static void hard_fault_handler (void) { fault (3); }
static void mem_fault_handler (void) { fault (4); }
static void bus_fault_handler (void) { fault (5); }
static void usage_fault_handler (void) { fault (6); }

__attribute__ ((section (".vectors"), used))
static void (*const vectors[]) (void) = {
  (void (*) (void)) __stack_top, reset_handler, nmi_handler,
  hard_fault_handler, mem_fault_handler, bus_fault_handler,
  usage_fault_handler,
};

void
reset_handler (void)
{
  memset (__bss_start__, 0, __bss_end__ - __bss_start__);
  initialise_monitor_handles ();
  __libc_init_array ();
  exit (main ());
}

/* newlib's __libc_init_array and __libc_fini_array call _init and _fini
   (crti.o's, not linked here).  Used: under -flto only the library refers
   to them, and it is read after the IR's symbols are resolved. */
__attribute__ ((used)) void _init (void) {}
__attribute__ ((used)) void _fini (void) {}
