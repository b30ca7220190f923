#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/check-house.py passes on this tree and its build, and fails,
# naming the breach, on made-up trees: a version test outside compat.h,
# a symbol table mutator outside symtab-edit.c (directly, or through a
# compat.h shim), and a comparator file with a writable global.
# Usage: house.sh TOP WORKDIR
set -u
top=$1
dir=$2
build=${MERGEFN_BUILD:-$top/build}
house="python3 $top/scripts/check-house.py"
$house --top "$top" --build "$build" || { echo "house: this tree fails"; exit 1; }

fake=$dir/fake
expect() {  # RULE TEXT: the made-up tree must fail, naming TEXT under RULE
  out=$($house --top "$fake" --build "$fake/build") && { echo "house: passed: $2"; exit 1; }
  echo "$out" | grep -q "^$1: .*$2" || { echo "house: not named ($1: $2): $out"; exit 1; }
}
reset_tree() {
  rm -rf "$fake"
  mkdir -p "$fake/plugin" "$fake/include/mergefn" "$fake/build"
  cat > "$fake/include/compat.h" <<'EOS'
#if BUILDING_GCC_MAJOR >= 14
#endif
static inline void
mf_reset_node (cgraph_node *node)
{
  node->reset ();
}
EOS
  printf 'void f (cgraph_node *n) { n->remove (); mf_reset_node (n); }\n' > "$fake/plugin/symtab-edit.c"
  printf 'static const int order[] = { 1 };\n' > "$fake/plugin/compare-type.c"
  printf '\t.section .rodata\norder:\t.long 1\n' > "$fake/a.s"
  as -o "$fake/build/compare-type.o" "$fake/a.s" || { echo "house: cannot assemble"; exit 1; }
}
reset_tree
$house --top "$fake" --build "$fake/build" >/dev/null || { echo "house: the clean made-up tree fails"; exit 1; }

printf '#if BUILDING_GCC_MAJOR >= 13\n#endif\n' > "$fake/plugin/body.c"
expect versions 'plugin/body.c:1'
reset_tree
printf 'void g (cgraph_node *n) { n->create_wrapper (n); }\n' > "$fake/plugin/merge-fn.c"
expect symtab 'plugin/merge-fn.c:1'
reset_tree
printf 'void g (cgraph_node *n) { mf_reset_node (n); }\n' > "$fake/plugin/params.c"
expect symtab 'plugin/params.c:1'
reset_tree
printf '\t.data\n\t.type mf_difference, @object\n\t.size mf_difference, 8\nmf_difference:\t.quad 0\n' > "$fake/a.s"
as -o "$fake/build/compare-type.o" "$fake/a.s" || { echo "house: cannot assemble"; exit 1; }
expect comparator 'mf_difference in .data'
exit 0
