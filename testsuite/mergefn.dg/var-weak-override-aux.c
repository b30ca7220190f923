/* Helper of var-weak-override.c, compiled without the plugin: a strong
   definition that overrides the weak table there.  */

const int weak_tab[4] = { 10, 20, 30, 40 };
