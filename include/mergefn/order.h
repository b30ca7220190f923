/* SPDX-License-Identifier: GPL-3.0-or-later */
/* order.h: partition into classes of equal bodies (order.c).  */
#ifndef MERGEFN_ORDER_H
#define MERGEFN_ORDER_H

/* A read-only variable taking part in one round.  */
struct mf_var_image;

/* order.c: partition into classes of equal bodies.  Sets each klass and
   returns the number of classes.  */
unsigned mf_partition_functions (vec<mf_function> &fns, bool strict_tbaa);
unsigned mf_partition_variables (vec<mf_var_image *> &vars, unsigned *klass);

#endif
