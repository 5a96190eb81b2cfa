import Foundation

/// An affine transform of the plane (CGAffineTransform, which Foundation lacks on Linux):
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty. With y growing downwards, a positive rotation
/// turns clockwise on screen, as UIKit's does.
public struct Transform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A turn by `radians` about the origin.
    public init(rotationAngle radians: Double) {
        let (s, k) = (sin(radians), cos(radians))
        self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// This transform, then `t` (CGAffineTransform's `concatenating`).
    public func concatenating(_ t: Transform) -> Transform {
        Transform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                  c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                  tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A turn by `radians`, then this transform (CGAffineTransform's `rotated(by:)`).
    public func rotated(by radians: Double) -> Transform { Transform(rotationAngle: radians).concatenating(self) }
    public func translatedBy(x: Double, y: Double) -> Transform { Transform(translationX: x, y: y).concatenating(self) }
    public func scaledBy(x: Double, y: Double) -> Transform { Transform(scaleX: x, y: y).concatenating(self) }
}
