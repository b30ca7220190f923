/* pass.h: the IPA pass (pass.c).  */
#ifndef MERGEFN_PASS_H
#define MERGEFN_PASS_H

/* pass.c */
opt_pass *mf_make_pass (gcc::context *ctxt);

#endif
