import Layout

/// How a solved frame compares with the one Xcode stored.
public enum IBFrameFlag: String, Sendable, CaseIterable {
    /// Equal on the pixel grid.
    case match
    /// Different: a finding of the layer or of the importer.
    case differs
    /// IB says the stored frame is not what the constraints give (`misplaced="YES"`).
    case misplaced
    /// IB says the constraints do not decide the frame (`ambiguous="YES"`).
    case ambiguous
    /// Hidden, or inside a hidden view: UIKit does not say where it puts those (a hidden
    /// arranged view of a stack only loses its length), so they are not compared.
    case hidden
    /// No frame stored to compare with.
    case noStoredFrame = "no-stored-frame"
    /// Different, and set in code: the view's frame moves when IB's placeholder constraints
    /// (removed at build time, standing for a size the code gives) are added. Not compared.
    case sizedInCode = "sized-in-code"
}

/// One view of a scene: its solved frame, snapped to the pixel grid, against the stored one
/// (both in the superview's coordinates, as IB stores them).
public struct IBFrameRow: Sendable {
    public var file: String
    public var scene: String
    public var id: String
    public var className: String
    public var label: String
    public var frame: Rect
    public var stored: Rect?
    public var flag: IBFrameFlag
}

/// One scene, solved: its rows, and the diagnostics and findings of its build.
public struct IBSceneReport: Sendable {
    public var name: String
    public var rows: [IBFrameRow]
    /// Xcode-like diagnostics: conflicting constraints, ambiguous items.
    public var diagnostics: [String]
    /// What the builder could not make (unknown items, refused constraints).
    public var findings: [String]
}
