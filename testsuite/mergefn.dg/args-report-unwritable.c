/* A report file that cannot be written is an error before any work.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin=%plugin% -fplugin-arg-mergefn-report=/nonexistent/r.json" } */
/* { dg-error "^mergefn: cannot write the report file '/nonexistent/r\\.json': No such file or directory$" "unwritable report" { target *-*-* } 0 } */
/* { dg-error "^failed to initialize plugin .*\\/mergefn\\.so$" "plugin not initialized" { target *-*-* } 0 } */

int x;
