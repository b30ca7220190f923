/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mergefn.c: plugin entry: version check, arguments, pass registration.  */
#include "compat.h"
#include "mergefn/common.h"
#include "mergefn/options.h"
#include "mergefn/content-key.h"
#include "mergefn/share.h"
#include "mergefn/late.h"
#include "mergefn/pass.h"
#include "mergefn/report.h"
#include "mergefn/version-check.h"

int plugin_is_GPL_compatible;

static struct plugin_info mergefn_info = { "0.1", mf_help };

/* Load the plugin into GCC.  FROM_SWITCH: loaded by the distribution
   switch (mergefn(7); plugin/switch/entry.c calls mergefn_switch_init),
   which must never make a build fail: a compiler this plugin cannot run
   in gets one note and a compilation exactly as without the plugin.  A
   user's own -fplugin= gets an error instead: they asked for it.  */
static int
mf_init (struct plugin_name_args *info, struct plugin_gcc_version *version,
	 bool from_switch)
{
  if (const char *why = mf_version_refusal (version))
    {
      if (from_switch)
	{
	  inform (UNKNOWN_LOCATION, "mergefn is switched on but cannot run "
		  "in this compiler (%s): compiling without it; rebuild the "
		  "plugin for this compiler", why);
	  return 0;
	}
      error ("mergefn: this plugin cannot run in this compiler: %s; "
	     "rebuild it with this compiler", why);
      return 1;
    }
  register_callback (info->base_name, PLUGIN_INFO, NULL, &mergefn_info);
  if (!mf_parse_arguments (info))
    return 1;
  if (mf_opts.report_file && !mf_report_check_writable ())
    return 1;

  mf_key_set_compiler (version);
  mf_share_init (info->base_name);

  /* Just before GCC's own ICF: bodies are in SSA after early optimization
     and inlining, and ipa-cp has not yet turned them into clones.  */
  struct register_pass_info pass;
  pass.pass = mf_make_pass (g);
  pass.reference_pass_name = "icf";
  pass.ref_pass_instance_number = 1;
  pass.pos_op = PASS_POS_INSERT_BEFORE;
  register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &pass);
  /* Right after inlining: exported functions whose symbols must not
     change are merged there, once GCC knows which it emits (late.c).  */
  struct register_pass_info late;
  late.pass = mf_make_late_pass (g);
  late.reference_pass_name = "inline";
  late.ref_pass_instance_number = 1;
  late.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &late);
  if (mf_opts.dump)
    {
      g->get_dumps ()->dump_switch_p ("ipa-" MF_PASS_NAME);
      g->get_dumps ()->dump_switch_p ("ipa-" MF_PASS_NAME "_late");
    }
  return 0;
}

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  return mf_init (info, version, false);
}

extern "C" int
mergefn_switch_init (struct plugin_name_args *info,
		     struct plugin_gcc_version *version)
{
  return mf_init (info, version, true);
}
