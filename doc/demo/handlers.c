/* mergefn demo, C at -Os: one handler written once per device, each with
   its own state and its own constants (a driver's pattern).  No two are
   equal, so GCC's -fipa-icf merges nothing; mergefn shares one body that
   takes the device's state and constant as parameters.  */
#include <stdio.h>

struct dev { int mode; unsigned count; int last[8]; long sum; };
static struct dev uart, spi, i2c, gpio;

#define HANDLER(name, dev, MODE)					\
  __attribute__ ((noinline)) int name (const int *v, int n)		\
  {									\
    dev.mode = MODE;							\
    for (int i = 0; i < n; i++)						\
      {									\
	dev.sum += v[i];						\
	dev.last[i & 7] = v[i] + dev.mode;				\
      }									\
    dev.count++;							\
    return (int) dev.count + dev.last[n & 7];				\
  }
HANDLER (uart_irq, uart, 1)
HANDLER (spi_irq, spi, 2)
HANDLER (i2c_irq, i2c, 3)
HANDLER (gpio_irq, gpio, 4)

int
main (void)
{
  int v[5] = { 1, 2, 3, 4, 5 };
  int r = uart_irq (v, 5) + spi_irq (v, 3) * 3 + i2c_irq (v, 4) * 7
	  + gpio_irq (v, 2) * 11 + uart_irq (v, 2);
  printf ("%d %ld %ld %u\n", r, uart.sum, i2c.sum, gpio.count);
  return 0;
}
