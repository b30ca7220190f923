/* mergefn.c: plugin entry: version check, arguments, pass registration.  */
#include "compat.h"
#include "plugin-version.h"
#include "mergefn.h"

int plugin_is_GPL_compatible;

static struct plugin_info mergefn_info = { "0.1", mf_help };

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  struct plugin_gcc_version built_for = gcc_version;
#ifdef MF_TEST_VERSION_MISMATCH
  /* A test build (make check) that claims another compiler, so the
     refusal below can be tested without a second GCC.  */
  built_for.basever = "11.9.0";
  built_for.datestamp = "20200101";
#endif
  if (!plugin_default_version_check (version, &built_for))
    {
      error ("mergefn: this plugin was built for GCC %s (%s) and cannot be "
	     "loaded into GCC %s (%s): rebuild it with this compiler",
	     built_for.basever, built_for.datestamp,
	     version->basever, version->datestamp);
      return 1;
    }
  register_callback (info->base_name, PLUGIN_INFO, NULL, &mergefn_info);
  if (!mf_parse_arguments (info))
    return 1;
  if (mf_opts.report_file && !mf_report_check_writable ())
    return 1;

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
