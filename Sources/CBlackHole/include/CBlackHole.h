#ifndef LAYOUTBENCH_CBLACKHOLE_H
#define LAYOUTBENCH_CBLACKHOLE_H
#include <stdint.h>
// A sink and a source the Swift optimizer cannot see through: they are compiled apart, in C,
// so a caller must assume the sink reads everything its pointer reaches and the source may
// return anything. What feeds the sink is computed; what comes from the source is not a
// constant the compiler can fold.

/// Reads (as far as any caller can tell) the memory `pointer` points to.
void lb_black_hole(const void *pointer);
/// Returns `value`, unknown to the optimizer.
uint64_t lb_opaque_u64(uint64_t value);
#endif
