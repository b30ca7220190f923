/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gcov-iov.h: GCC 11's gcov-io.h (which lto-streamer.h includes)
   includes this header, which GCC generates while it builds and which
   GCC 11's installed plugin headers lack (Debian's gcc-11-plugin-dev
   11.3.0).  It would define GCOV_VERSION, which nothing the plugin
   includes or does reads, so it is empty.  The Makefile searches this
   directory last (-idirafter), after GCC's own headers: a GCC that does
   install the file uses its own; GCC 12 and later no longer include it
   (include/compat.h, doc/gcc-versions.md).  */
