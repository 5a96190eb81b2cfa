// Names a conforming type sees, and the geometry types spelled through the protocol.
//
// The module and the protocol are both called `Layout`, so `Layout.Size` names a member of
// the protocol, not the module's `Size`. These aliases make that spelling work (and give
// SwiftUI's `Subviews`); `Layout::Size` (a module selector) names the module's type too.

/// The module's geometry types under names that do not depend on the protocol's.
public typealias LayoutGeometrySize = Size
public typealias LayoutGeometryPoint = Point
public typealias LayoutGeometryRect = Rect

extension Layout {
    /// The collection of proxies a layout receives (SwiftUI's `Layout.Subviews`).
    public typealias Subviews = LayoutSubviews
    public typealias Size = LayoutGeometrySize
    public typealias Point = LayoutGeometryPoint
    public typealias Rect = LayoutGeometryRect
}
