/* SPDX-License-Identifier: GPL-3.0-or-later */
/* switch/entry.c: what the distribution switch loads (mergefn(7),
   debian/mergefn.specs), installed as <plugindir>/mergefn-switch/mergefn.so
   (the same base name, so -fplugin-arg-mergefn-* reach it).  It loads the
   real plugin, <plugindir>/mergefn.so, and lets it check the compiler in
   its switch mode (mergefn_switch_init: a note, not an error, if it cannot
   run here).  A plugin that cannot even be loaded into this compiler (a
   symbol it needs is missing: built for another GCC) would make GCC stop
   with "cannot load plugin"; here it gives one note and the compilation
   goes on exactly as without the plugin.
   This file uses no symbol of the compiler's at link time, so it loads
   into any GCC that runs plugins.  */
#include "gcc-plugin.h"
#include <dlfcn.h>

int plugin_is_GPL_compatible;

typedef int (*init_fn) (struct plugin_name_args *, struct plugin_gcc_version *);

/* One note on stderr, as GCC's inform would print it.  Found at run time:
   inform (location_t, const char *, ...), where location_t is 32 bits
   before GCC 15 and 64 bits since; plain stderr, with the program's name
   as GCC prints it, if neither is there.  */
static void
note (const char *what, const char *detail)
{
  typedef void (*inform32_fn) (unsigned int, const char *, ...);
  typedef void (*inform64_fn) (unsigned long, const char *, ...);
  const char *fmt = "mergefn is switched on but cannot run in this "
		    "compiler (%s: %s): compiling without it; install or "
		    "rebuild the plugin for this compiler";
  if (void *f = dlsym (RTLD_DEFAULT, "_Z6informjPKcz"))
    ((inform32_fn) f) (0, fmt, what, detail);
  else if (void *f = dlsym (RTLD_DEFAULT, "_Z6informmPKcz"))
    ((inform64_fn) f) (0, fmt, what, detail);
  else
    {
      fprintf (stderr, "%s: note: ", program_invocation_short_name);
      fprintf (stderr, fmt, what, detail);
      fputc ('\n', stderr);
    }
}

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  /* <plugindir>/mergefn-switch/mergefn.so -> <plugindir>/mergefn.so  */
  const char *self = info->full_name;
  const char *slash = strrchr (self, '/');
  size_t dir = slash ? (size_t) (slash - self) : 0;
  const char *parent_end = dir ? (const char *) memrchr (self, '/', dir) : NULL;
  size_t keep = parent_end ? (size_t) (parent_end - self) + 1 : 0;
  static char real[4096];
  if (!keep)
    {
      note (self, "not installed as <plugindir>/mergefn-switch/mergefn.so");
      return 0;
    }
  if (keep + sizeof "mergefn.so" > sizeof real)
    {
      note ("cannot load it", "its path is too long");
      return 0;
    }
  memcpy (real, self, keep);
  strcpy (real + keep, "mergefn.so");
  void *handle = dlopen (real, RTLD_NOW | RTLD_LOCAL);
  if (!handle)
    {
      /* Copied: note's own dlsym would overwrite it.  */
      static char err[1024];
      const char *e = dlerror ();
      snprintf (err, sizeof err, "%s", e ? e : "unknown error");
      note ("cannot load it", err);
      return 0;
    }
  init_fn init = (init_fn) dlsym (handle, "mergefn_switch_init");
  if (!init)
    {
      note (real, "it has no mergefn_switch_init: built from older sources");
      return 0;
    }
  /* The real plugin stays loaded: it registers its passes.  */
  return init (info, version);
}
