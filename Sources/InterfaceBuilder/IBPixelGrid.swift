/// UIKit's pixel snapping: each edge of a frame, in window coordinates, rounded half-up to
/// `1 / scale` of a point.
///
/// Files of Xcode 8 and 9 (``floorsOrigins``) store a view's origin rounded down to a whole
/// point, its size as the pixel grid gives it.
public struct IBPixelGrid: Sendable {
    public var scale: Double
    /// Whether origins, in window coordinates, are rounded down to whole points (sizes keep
    /// the pixel grid's).
    public var floorsOrigins = false

    public init(scale: Double, floorsOrigins: Bool = false) {
        self.scale = scale
        self.floorsOrigins = floorsOrigins
    }

    /// The origin of an edge pair `min`…`max` as stored: the pixel grid's, or rounded down to a
    /// whole point.
    public func origin(_ min: Double) -> Double {
        guard floorsOrigins else { return snap(min) }
        let whole = (min + 1e-7).rounded(.down)
        return whole == 0 ? 0 : whole
    }

    /// The size of an edge pair as stored: the distance between its snapped edges.
    public func size(_ min: Double, _ max: Double) -> Double { snap(max) - snap(min) }

    /// `value` on the grid; a hair of tolerance keeps 10.4999999 (a solver's 10.5) from
    /// rounding down.
    public func snap(_ value: Double) -> Double {
        let pixels = (value * scale + 0.5 + 1e-7).rounded(.down)
        let snapped = pixels / scale
        return snapped == 0 ? 0 : snapped
    }
}
