#ifndef LAYOUTBENCH_CJEMALLOC_SHIM_H
#define LAYOUTBENCH_CJEMALLOC_SHIM_H
// Debian's libjemalloc-dev builds jemalloc without a symbol prefix, so `mallctl`
// and `malloc` are jemalloc's own once the binary links it.
#include <jemalloc/jemalloc.h>
#endif
