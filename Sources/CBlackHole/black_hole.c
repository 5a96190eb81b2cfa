#include "CBlackHole.h"

void lb_black_hole(const void *pointer) {
    // An empty asm that takes the pointer and clobbers memory: even if this were inlined, the
    // compiler would have to assume the memory behind the pointer is read here.
    __asm__ __volatile__("" : : "r"(pointer) : "memory");
}

uint64_t lb_opaque_u64(uint64_t value) {
    __asm__ __volatile__("" : "+r"(value) : : "memory");
    return value;
}
