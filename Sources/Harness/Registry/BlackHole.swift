import CBlackHole

/// A sink and a source the optimizer cannot see through, for benchmarks of work whose result
/// is otherwise unused.
///
/// `@inline(never)` and `withExtendedLifetime` are not enough: the optimizer still sees that
/// nothing reads the value and drops the work that made it. Here the value's address goes to
/// a C function compiled apart (an empty `asm` with a memory clobber), so whatever the value
/// holds must exist in memory when it is called.
public enum BlackHole {
    /// Makes `value` observable to code the optimizer cannot analyse.
    @inline(never)
    public static func consume<T>(_ value: T) {
        withUnsafePointer(to: value) { lb_black_hole($0) }
    }

    /// `value`, which the optimizer can no longer treat as a constant (so a loop bound or a
    /// seed read through it cannot be folded away at compile time).
    @inline(never)
    public static func opaque(_ value: UInt64) -> UInt64 {
        lb_opaque_u64(value)
    }

    /// `value`, hidden from the optimizer as ``opaque(_:)-(UInt64)`` is.
    public static func opaque(_ value: Int) -> Int {
        Int(truncatingIfNeeded: opaque(UInt64(truncatingIfNeeded: value)))
    }
}
