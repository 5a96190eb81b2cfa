/// Subviews in lines, left to right, wrapping to a new line when the next one would pass the
/// proposed width (the flow layout of SwiftUI's Layout seed), with spacing between items and
/// lines, and an alignment of each line in the width and of each item in its line.
///
/// - An unspecified width means one line (the ideal size); 0 puts every item on a line of
///   its own.
/// - An item wider than the line takes a line of its own and is proposed the line's width:
///   a flexible item shrinks to it, a fixed one stays wider (and so does the layout's size).
/// - Complexity: O(n) per call; the cache keeps each subview's ideal size and the lines of
///   the last width.
public struct FlowLayout: Layout {
    /// Where each line sits in the width.
    public var alignment: HorizontalAlignment
    /// Where each item sits in its line's height.
    public var lineAlignment: VerticalAlignment
    /// Space between neighbours in a line.
    public var spacing: Double
    /// Space between lines.
    public var lineSpacing: Double

    public init(alignment: HorizontalAlignment = .leading, lineAlignment: VerticalAlignment = .top,
                spacing: Double = 0, lineSpacing: Double = 0) {
        self.alignment = alignment
        self.lineAlignment = lineAlignment
        self.spacing = Swift.max(0, spacing.isFinite ? spacing : 0)
        self.lineSpacing = Swift.max(0, lineSpacing.isFinite ? lineSpacing : 0)
    }

    /// One line: the subviews `range`, its width and height.
    public struct Line: Hashable, Sendable {
        public var range: Range<Int>
        public var width: Double
        public var height: Double
    }

    /// Ideal sizes, and the lines and sizes for the last width asked.
    public struct Cache {
        var ideal: [Size]
        var width: Double? = nil
        var sizes: [Size] = []
        var lines: [Line] = []
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache {
        Cache(ideal: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        let lines = self.lines(width: proposal.width, subviews: subviews, cache: &cache)
        let width = lines.map(\.width).max() ?? 0
        let height = lines.reduce(0) { $0 + $1.height } + lineSpacing * Double(Swift.max(0, lines.count - 1))
        return Size(width: width, height: height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
        // Lines break at the proposed width, as in sizeThatFits (the bounds may be wider when
        // an item is wider than the line).
        let width = proposal.width.map { $0.isFinite ? $0 : bounds.width }
        let lines = self.lines(width: width, subviews: subviews, cache: &cache)
        var y = bounds.minY
        for line in lines {
            var x = bounds.minX + alignment.offset(line.width, in: bounds.width)
            for i in line.range {
                let s = cache.sizes[i]
                subviews[i].place(in: Rect(x: x, y: y + lineAlignment.offset(s.height, in: line.height), width: s.width, height: s.height))
                x += s.width + spacing
            }
            y += line.height + lineSpacing
        }
    }

    /// The lines for `width` (nil: unlimited), from the cache when the width is the last one.
    public func lines(width: Double?, subviews: LayoutSubviews, cache: inout Cache) -> [Line] {
        if cache.width == width, cache.sizes.count == subviews.count, !cache.lines.isEmpty || subviews.isEmpty { return cache.lines }
        let limit = width ?? .infinity
        var lines: [Line] = [], sizes = cache.ideal
        var start = 0, x = 0.0, height = 0.0
        for i in sizes.indices {
            var s = sizes[i]
            if s.width > limit {
                // Too wide for any line: offer it the line's width; it goes on a line of its own.
                s = subviews[i].sizeThatFits(ProposedViewSize(width: limit, height: nil))
                sizes[i] = s
            }
            if i > start, x + spacing + s.width > limit {
                lines.append(Line(range: start..<i, width: x, height: height))
                start = i
                x = 0
                height = 0
            }
            x += (i > start ? spacing : 0) + s.width
            height = Swift.max(height, s.height)
        }
        if start < sizes.count { lines.append(Line(range: start..<sizes.count, width: x, height: height)) }
        cache.width = width
        cache.sizes = sizes
        cache.lines = lines
        return lines
    }
}
