/* Preloaded into var-shlib-interpose.c: interposes public_tab.  */

const int public_tab[4] = { 100, 200, 300, 400 };
