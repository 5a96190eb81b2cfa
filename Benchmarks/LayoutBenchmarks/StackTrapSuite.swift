import Harness
import Layout

/// The SnapKit seed's trap 3 inside a stack, as a benchmark: a vertical stack of n items
/// built as UIStackView lays it out (`minimal`), and the same with each item also pinned to
/// the stack's left and right by hand (`redundant`), which the stack already does.
enum StackTrapSuite {
    static func register(into registry: inout BenchmarkRegistry) {
        for n in [100, 1_000] {
            for redundant in [false, true] {
                registry.register(workload: "stack-children", variant: redundant ? "redundant" : "minimal", n: n,
                                  suite: n <= 100 ? .smoke : .default, phases: [.build]) { context in
                    let engine = try context.measure(.build) { try build(n: n, redundant: redundant) }
                    context.blackHole(engine)
                }
            }
        }
    }

    @discardableResult
    static func build(n: Int, redundant: Bool) throws -> LayoutEngine {
        let engine = LayoutEngine(width: 320, height: 800)
        let stack = StackView(name: "stack", axis: .vertical, spacing: 8)
        engine.root.addSubview(stack)
        try stack.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
        for i in 0..<n {
            let item = View(name: "v\(i)", intrinsicSize: Size(width: 100, height: 44))
            stack.addArrangedSubview(item)
            if redundant { try item.snp.makeConstraints { $0.left.right.equalToSuperview() } }
        }
        try engine.layoutIfNeeded()
        return engine
    }
}
