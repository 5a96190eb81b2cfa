import CHarness

/// A sink and a source the optimizer cannot see through, for benchmarks of work whose result
/// is otherwise unused.
///
/// `@inline(never)` and `withExtendedLifetime` are a promise the optimizer may see through
/// (with cross-module optimization it can tell that nothing reads the value, and drop the work
/// that made it). Here the value's address goes to an empty `asm` that the compiler must assume
/// reads memory, so whatever the value holds must exist when it runs.
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
