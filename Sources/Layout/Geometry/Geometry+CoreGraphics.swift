import Foundation

// Conversions to and from Foundation's CGPoint, CGSize and CGRect, so code written against
// them meets this module's geometry in one call. CGFloat and Double convert implicitly.

extension Point {
    public init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

extension Size {
    public init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
    public var cgSize: CGSize { CGSize(width: width, height: height) }
}

extension Rect {
    public init(_ r: CGRect) { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
    public var cgRect: CGRect { CGRect(x: minX, y: minY, width: width, height: height) }
}

extension CGPoint {
    public init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension CGSize {
    public init(_ s: Size) { self.init(width: s.width, height: s.height) }
}

extension CGRect {
    public init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

extension ProposedViewSize {
    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension LayoutSubview {
    /// Places the subview with its `anchor` at `point` (a CGPoint), sized for `proposal`.
    public func place(at point: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        place(at: Point(point), anchor: anchor, proposal: proposal)
    }
}
