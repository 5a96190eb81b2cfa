/// UIKit's pixel snapping: each edge of a frame, in window coordinates, rounded half-up to
/// `1 / scale` of a point.
public struct IBPixelGrid: Sendable {
    public var scale: Double

    public init(scale: Double) { self.scale = scale }

    /// `value` on the grid; a hair of tolerance keeps 10.4999999 (a solver's 10.5) from
    /// rounding down.
    public func snap(_ value: Double) -> Double {
        let pixels = (value * scale + 0.5 + 1e-7).rounded(.down)
        let snapped = pixels / scale
        return snapped == 0 ? 0 : snapped
    }
}
