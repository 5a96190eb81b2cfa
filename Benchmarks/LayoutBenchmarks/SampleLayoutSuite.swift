import Harness
import Layout

/// The layouts of SwiftUI's "Composing custom layouts" sample through a ``LayoutContainer``,
/// at n subviews of varied fixed sizes (every tenth with spacing preferences of its own):
///
/// - `equal-width-stack`, variant `hstack` / `vstack`: every subview at the largest ideal
///   size, spaced by the subviews' preferences;
/// - `radial`: subviews around a circle, turned so the one of lowest rank is at the top.
///
/// Phases: build (the container), layout (the first size and placement, every frame read
/// back), resize (the proposal alternating between 390 × 844 and 600 × 844).
enum SampleLayoutSuite {
    static let resizeSteps = 4
    static let proposals = [ProposedViewSize(width: 390, height: 844), ProposedViewSize(width: 600, height: 844)]

    static func contents(_ n: Int) -> [LayoutContent] {
        (0..<n).map { i in
            let box = LayoutContent.fixed(Size(width: 20 + Double(i % 7) * 5, height: 10 + Double(i % 3) * 4))
                .layoutValue(key: SampleRank.self, value: (i * 7) % 11)
            return i % 10 == 0 ? box.spacing(ViewSpacing(all: 12)) : box
        }
    }

    static func register(into registry: inout BenchmarkRegistry) {
        let layouts: [(String, String, () -> AnyLayout)] = [
            ("equal-width-stack", "hstack", { AnyLayout(SampleEqualWidthStack(axis: .horizontal)) }),
            ("equal-width-stack", "vstack", { AnyLayout(SampleEqualWidthStack(axis: .vertical)) }),
            ("radial", "layout-protocol", { AnyLayout(SampleRadialLayout()) }),
        ]
        for (workload, variant, make) in layouts {
            for n in [1_000, 10_000, 100_000] {
                let level: SuiteLevel = n <= 10_000 ? .default : .full
                registry.register(workload: workload, variant: variant, n: n, suite: level,
                                  phases: [.build, "layout", .resize]) { context in
                    let contents = contents(n)
                    let container = context.measure(.build) { LayoutContainer(make(), subviews: contents) }
                    context.blackHole(context.measure("layout") { layOut(container, proposals[0]) })
                    for step in 1...resizeSteps {
                        context.blackHole(context.measure(.resize) { layOut(container, proposals[step % 2]) })
                    }
                }
            }
        }
    }

    static func layOut(_ container: LayoutContainer<AnyLayout>, _ proposal: ProposedViewSize) -> Double {
        container.layout(proposal: proposal)
        var sum = 0.0
        for f in container.frames { sum += f.maxX + f.maxY }
        return sum
    }
}

/// The rank the radial layout turns by.
struct SampleRank: LayoutValueKey {
    static let defaultValue = 0
}

/// The sample's equal-width stacks as one layout with an axis.
struct SampleEqualWidthStack: Layout {
    let axis: Axis

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let cell = largest(subviews)
        let length = along(cell) * Double(subviews.count) + gaps(subviews).reduce(0, +)
        return axis == .horizontal ? Size(width: length, height: cell.height) : Size(width: cell.width, height: length)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = largest(subviews), gaps = gaps(subviews)
        var position = 0.0
        for (i, subview) in subviews.enumerated() {
            let origin = axis == .horizontal ? Point(x: bounds.minX + position, y: bounds.minY)
                                             : Point(x: bounds.minX, y: bounds.minY + position)
            subview.place(at: Point(x: origin.x + cell.width / 2, y: origin.y + cell.height / 2), anchor: .center,
                          proposal: ProposedViewSize(cell))
            position += along(cell) + gaps[i]
        }
    }

    private func along(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }

    private func largest(_ subviews: Subviews) -> Size {
        var m = Size.zero
        for s in subviews {
            let ideal = s.sizeThatFits(.unspecified)
            m = Size(width: Swift.max(m.width, ideal.width), height: Swift.max(m.height, ideal.height))
        }
        return m
    }

    private func gaps(_ subviews: Subviews) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(subviews.count)
        var previous: ViewSpacing?
        for s in subviews {
            let spacing = s.spacing
            if let previous { out.append(previous.distance(to: spacing, along: axis)) }
            previous = spacing
        }
        if !subviews.isEmpty { out.append(0) }
        return out
    }
}

/// The sample's radial layout: subviews evenly on a circle a third of the smaller side,
/// turned so that the lowest rank sits at the top.
struct SampleRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let r = Swift.min(bounds.width, bounds.height) / 3
        let ranks = subviews.map { $0[SampleRank.self] }
        let first = ranks.indices.min { ranks[$0] < ranks[$1] } ?? 0
        let step = Angle.radians(2 * .pi / Double(subviews.count))
        for (i, subview) in subviews.enumerated() {
            let turned = Point(x: 0, y: -r).applying(Transform(rotationAngle: (step * Double(i - first)).radians))
            subview.place(at: Point(x: bounds.midX + turned.x, y: bounds.midY + turned.y), anchor: .center, proposal: .unspecified)
        }
    }
}
