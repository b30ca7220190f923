/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pass.h: the IPA pass (pass.c).  */
#ifndef MERGEFN_PASS_H
#define MERGEFN_PASS_H

/* pass.c */
opt_pass *mf_make_pass (gcc::context *ctxt);

#endif
