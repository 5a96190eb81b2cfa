import Foundation
@testable import Layout

// The custom layouts of SwiftUI's "Composing custom layouts" sample, re-expressed from their
// documented behaviour, written the way a port would be: `Subviews`, CG types where the
// sample had them, the module's types elsewhere.

/// Subviews side by side, each as wide as the widest and as tall as the tallest, spaced
/// by their spacing preferences.
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let largest = largestIdealSize(subviews)
        let gaps: Double = gapsAfterEach(subviews).reduce(0, +)
        return Size(width: largest.width * Double(subviews.count) + gaps, height: largest.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let largest = largestIdealSize(subviews)
        let gaps = gapsAfterEach(subviews)
        var centreX = bounds.minX + largest.width / 2
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: centreX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(largest))
            centreX += largest.width + gaps[i]
        }
    }
}

/// The same, one below the other.
struct EqualWidthVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let largest = largestIdealSize(subviews)
        let gaps: Double = gapsAfterEach(subviews, along: .vertical).reduce(0, +)
        return Size(width: largest.width, height: largest.height * Double(subviews.count) + gaps)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let largest = largestIdealSize(subviews)
        let gaps = gapsAfterEach(subviews, along: .vertical)
        var centreY = bounds.minY + largest.height / 2
        for i in subviews.indices {
            subviews[i].place(at: Point(x: bounds.midX, y: centreY), anchor: .center, proposal: ProposedViewSize(largest))
            centreY += largest.height + gaps[i]
        }
    }
}

private func largestIdealSize(_ subviews: LayoutSubviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
        CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
}

/// The gap after each subview (none after the last), from neighbouring preferences.
private func gapsAfterEach(_ subviews: LayoutSubviews, along axis: Axis = .horizontal) -> [Double] {
    subviews.indices.map { i in
        i + 1 < subviews.count ? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis) : 0
    }
}

/// The rank a subview carries to the radial layout (1 leads).
struct Rank: LayoutValueKey {
    static let defaultValue = 1
}

/// Subviews evenly around a circle a third as wide as the bounds' smaller side, clockwise
/// from the top, turned so that the subview of the lowest rank is at the top.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        proposal.replacingUnspecifiedDimensions() // takes whatever space it is offered
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.size.width, bounds.size.height) / 3
        let step = Angle.degrees(360 / Double(subviews.count))
        let ranks = subviews.map { $0[Rank.self] }
        let leader = ranks.indices.min { ranks[$0] < ranks[$1] } ?? 0
        for (i, subview) in subviews.enumerated() {
            let turn = step * Double(i - leader)
            var point = Point(x: 0, y: -radius).applying(Transform(rotationAngle: turn.radians))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
