#ifndef LAYOUTBENCH_CBLACKHOLE_H
#define LAYOUTBENCH_CBLACKHOLE_H
#include <stdint.h>
// A sink and a source the optimizer cannot see through: an empty asm that takes its operand
// and clobbers memory. Swift's optimizer sees only a call it cannot analyse, and LLVM, which
// may inline it, must keep a volatile asm and assume it reads all memory: whatever feeds the
// sink is computed and stored, and what the source returns is not a constant it can fold.
// (Header-only: a second C compile unit with DWARF 5 line tables is more than valgrind 3.19,
// which counts the instructions CI gates on, can read.)

/// Reads (as far as any compiler can tell) the memory `pointer` points to.
static inline void lb_black_hole(const void *pointer) {
    __asm__ __volatile__("" : : "r"(pointer) : "memory");
}

/// Returns `value`, unknown to the optimizer.
static inline uint64_t lb_opaque_u64(uint64_t value) {
    __asm__ __volatile__("" : "+r"(value) : : "memory");
    return value;
}
#endif
