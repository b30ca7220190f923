/* SPDX-License-Identifier: GPL-3.0-or-later */
/* share-scope.c: which definitions other units compile too, so that
   sharing them across units (share.c, share-data.c) may pay.  What units
   have in common comes from the files they all include: headers.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/share-scope.h"

const char *
mf_share_file_refusal (const char *file)
{
  if (!file || !main_input_filename)
    return NULL;
  if (!strcmp (file, main_input_filename))
    return "defined in the unit's own file: no other unit compiles it";
  /* A source file included by the unit (pcre2's JIT includes sljit's
     .c files) is most often included by that unit alone: keyed, its
     functions only lost what IPA proves of their callers (pcre2's
     libraries grew by 2 KB each).  */
  static const char *const sources[] = {
    ".c", ".cc", ".cp", ".cpp", ".cxx", ".c++", ".C", ".CPP", ".m", ".i",
    ".ii"
  };
  const char *dot = strrchr (lbasename (file), '.');
  for (size_t i = 0; dot && i < ARRAY_SIZE (sources); i++)
    if (!strcmp (dot, sources[i]))
      return "defined in a source file the unit includes: other units "
	     "seldom compile it";
  return NULL;
}
