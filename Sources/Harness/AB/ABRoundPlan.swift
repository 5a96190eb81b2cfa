/// What `ab` randomizes in one round, drawn from the run's seed: the order in which the
/// workers start, the order in which they take turns, and each worker's environment padding.
///
/// What cannot be made equal between two processes — where the stack begins (moved by the
/// environment's size), which process the system started first — is drawn afresh every round,
/// so that its effect is noise across rounds, which the test over rounds sees, and not a bias
/// that one fixed arrangement would give every round alike.
public struct ABRoundPlan: Equatable, Sendable {
    /// The order the workers start in.
    public var startOrder: [ABStaging.Slot]
    /// The order the workers run their iterations in, repeated through the round.
    public var turnOrder: [ABStaging.Slot]
    /// Bytes of environment padding per worker (``paddingVariable``), in `0..<maximumPadding`.
    public var padding: [ABStaging.Slot: Int]

    /// The variable that carries the padding.
    public static let paddingVariable = "LAYOUT_BENCH_AB_PADDING"
    /// One page: every alignment of the stack below the environment is reachable.
    public static let maximumPadding = 4096

    /// A plan from its parts.
    public init(startOrder: [ABStaging.Slot], turnOrder: [ABStaging.Slot], padding: [ABStaging.Slot: Int]) {
        self.startOrder = startOrder
        self.turnOrder = turnOrder
        self.padding = padding
    }

    /// The plans of `rounds` rounds from `seed`, for the base and head (and the control's copy).
    public static func plans(seed: UInt64, rounds: Int, control: Bool) -> [ABRoundPlan] {
        var generator = SeededGenerator(seed: seed)
        let slots: [ABStaging.Slot] = control ? [.base, .head, .control] : [.base, .head]
        return (0..<rounds).map { _ in
            let start = shuffled(slots, &generator)
            let turns = shuffled(slots, &generator)
            var padding: [ABStaging.Slot: Int] = [:]
            for slot in slots { padding[slot] = generator.index(below: maximumPadding) }
            return ABRoundPlan(startOrder: start, turnOrder: turns, padding: padding)
        }
    }

    /// Whether `slot` takes its turn before the base in this round.
    public func runsBeforeBase(_ slot: ABStaging.Slot) -> Bool {
        (turnOrder.firstIndex(of: slot) ?? 0) < (turnOrder.firstIndex(of: .base) ?? 0)
    }

    /// `environment` with the padding of `slot` (and no padding it held before).
    public func environment(for slot: ABStaging.Slot, from environment: [String: String]) -> [String: String] {
        var result = environment
        result[Self.paddingVariable] = String(repeating: "x", count: padding[slot] ?? 0)
        return result
    }

    /// Fisher–Yates with the seeded generator's own bounded draw, so the order never depends
    /// on the standard library's shuffle.
    static func shuffled(_ slots: [ABStaging.Slot], _ generator: inout SeededGenerator) -> [ABStaging.Slot] {
        var result = slots
        for i in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(i, generator.index(below: i + 1))
        }
        return result
    }
}
