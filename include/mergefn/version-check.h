/* SPDX-License-Identifier: GPL-3.0-or-later */
/* version-check.h: may this plugin run inside the compiler that loaded
   it?  (plugin/version-check.c; doc/version-check.md says why the checks
   are enough and what they cannot see.)  */
#ifndef MERGEFN_VERSION_CHECK_H
#define MERGEFN_VERSION_CHECK_H

/* NULL if RUNNING differs from the compiler this plugin was built for
   only in packaging (pkgversion, bug URL, date stamp, vendor release) and
   every GCC global, structure and option the plugin's code reads has the
   size and place it had at build time.  Otherwise one sentence saying
   what differs (a static buffer).  */
const char *mf_version_refusal (const struct plugin_gcc_version *running);

#endif
