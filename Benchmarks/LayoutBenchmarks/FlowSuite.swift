import Harness
import Layout

/// n tags of varied width (3 to 12 characters of a ``Label``, 20 high) in lines 390 wide,
/// then 600 (the resize step alternates), 8 apart and 4 between lines.
///
/// - `layout-protocol`: ``FlowLayout`` in a ``LayoutContainer``; build makes the labels and
///   the container, layout measures them (once, into the cache), breaks the lines and
///   places them.
/// - `constraints`: the same frames from the solver. Constraints cannot wrap (a line break is
///   a disjunction), so the breaks are found outside the solver by the same greedy pass, and
///   a tag that starts a line is pinned below the previous one, any other to its left
///   neighbour; a resize remakes the constraints of the tags whose line start changed.
enum FlowSuite {
    static let widths = [390.0, 600.0]
    static let spacing = 8.0, lineSpacing = 4.0
    static let resizeSteps = 4

    static func texts(_ n: Int) -> [String] {
        (0..<n).map { String(repeating: "w", count: 3 + ($0 &* 7 &+ $0 / 3) % 10) }
    }

    static func register(into registry: inout BenchmarkRegistry) {
        for n in [100, 1_000, 10_000, 100_000] {
            let level: SuiteLevel = n <= 100 ? .smoke : n <= 10_000 ? .default : .full
            registry.register(workload: "flow-tags", variant: "layout-protocol", n: n, suite: level,
                              phases: [.build, "layout", .resize]) { context in
                let texts = texts(n)
                let flow = context.measure(.build) {
                    LayoutContainer(FlowLayout(spacing: spacing, lineSpacing: lineSpacing), subviews: texts.map { .view(Label(text: $0)) })
                }
                context.blackHole(context.measure("layout") { layOut(flow, width: widths[0]) })
                for step in 1...resizeSteps {
                    context.blackHole(context.measure(.resize) { layOut(flow, width: widths[step % 2]) })
                }
            }
        }
        // A resize remakes a line start in a chain of n tags: 1.6 s at 1 000, so 1 000 runs
        // only in the full suite.
        for n in [100, 300, 1_000] {
            let level: SuiteLevel = n <= 100 ? .smoke : n <= 300 ? .default : .full
            registry.register(workload: "flow-tags", variant: "constraints", n: n, suite: level,
                              phases: [.build, "layout", .resize]) { context in
                let texts = texts(n)
                let flow = try context.measure(.build) { try ConstraintFlow(texts: texts) }
                context.blackHole(try context.measure("layout") { try flow.layOut() })
                for step in 1...resizeSteps {
                    context.blackHole(try context.measure(.resize) { try flow.resize(to: widths[step % 2]) })
                }
            }
        }
    }

    static func layOut<L: Layout>(_ flow: LayoutContainer<L>, width: Double) -> Double {
        flow.layout(proposal: ProposedViewSize(width: width, height: nil))
        var sum = 0.0
        for f in flow.frames { sum += f.maxY }
        return sum
    }
}

/// The flow of tags as constraints, with line breaks decided outside the solver.
final class ConstraintFlow {
    let engine = LayoutEngine(width: FlowSuite.widths[0], height: 800)
    let tags: [Label]
    private var startsLine: [Bool]

    init(texts: [String]) throws {
        tags = texts.enumerated().map { Label(name: "t\($0.offset)", text: $0.element) }
        for t in tags { engine.root.addSubview(t) }
        startsLine = Array(repeating: false, count: tags.count)
        let breaks = ConstraintFlow.lineStarts(tags.map(\.intrinsicContentSize.width), width: FlowSuite.widths[0])
        for i in tags.indices { try pin(i, startsLine: breaks[i]) }
    }

    /// Whether each tag starts a line, by the flow layout's greedy rule.
    static func lineStarts(_ widths: [Double], width: Double) -> [Bool] {
        var x = 0.0
        return widths.enumerated().map { i, w in
            if i == 0 || x + FlowSuite.spacing + w > width { x = w; return true }
            x += FlowSuite.spacing + w
            return false
        }
    }

    private func pin(_ i: Int, startsLine start: Bool) throws {
        startsLine[i] = start
        let previous = i > 0 ? tags[i - 1] : nil
        try tags[i].snp.remakeConstraints { make in
            if start {
                make.left.equalToSuperview()
                if let previous { make.top.equalTo(previous.snp.bottom).offset(FlowSuite.lineSpacing) } else { make.top.equalToSuperview() }
            } else if let previous {
                make.left.equalTo(previous.snp.right).offset(FlowSuite.spacing)
                make.top.equalTo(previous)
            }
        }
    }

    func layOut() throws -> Double {
        try engine.layoutIfNeeded()
        var sum = 0.0
        for t in tags { sum += t.absoluteFrame.maxY }
        return sum
    }

    func resize(to width: Double) throws -> Double {
        try engine.setRootWidth(width)
        let breaks = ConstraintFlow.lineStarts(tags.map(\.intrinsicContentSize.width), width: width)
        for i in tags.indices where breaks[i] != startsLine[i] { try pin(i, startsLine: breaks[i]) }
        return try layOut()
    }
}
