/* doc/ stays under 2 MB and doc/results holds only Markdown summaries,
   each named in its index doc/results/README.md, and records of JSON
   lines (.jsonl): no logs, archives or per-build directories, which are
   run output in build/.  scripts/check-results.sh passes on this tree and
   fails on small trees that break each rule (testsuite/scripts/results.sh).  */
/* { dg-do compile } */
/* { dg-mergefn-no-plugin } */

int x;

/* { dg-final { mergefn-script "results.sh" } } */
