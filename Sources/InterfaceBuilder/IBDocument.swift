/// A storyboard or XIB, read: its device, its scenes, and what the reader did not support.
public struct IBDocument: Sendable {
    /// The file's name, as rows name it.
    public var name: String
    /// `toolsVersion`: the Xcode build that saved it.
    public var toolsVersion: String?
    /// The build number of `toolsVersion` (`14490` of `14490.70`, `32700` of `32700.99.1234`);
    /// nil when there is none.
    public var tools: Double? {
        toolsVersion.flatMap { $0.split(separator: ".").first }.flatMap { Double($0) }
    }
    /// The document's device; nil when it names none or one the table does not know.
    public var device: IBDevice?
    /// The pixel grid frames snap to: the device's scale; 2 for a device the table does not
    /// know; for a document with no device at all, whole points (1) up to Xcode 7, whose stored
    /// frames are whole points, and 2 from Xcode 8 (``IBUndeclaredDevice``).
    public var scale = 1.0
    /// Whether the stored origins are rounded down to whole points: files of Xcode 8 and 9
    /// (`toolsVersion` 11000 to 14299) that name a device. Three views of the corpus centred
    /// at half a point are stored at the whole point below (an image view, a button, a view in
    /// three files of 12120 to 13528), one at the half point (a label of 13528).
    public var floorsOrigins: Bool {
        guard device != nil, let tools else { return false }
        return (11000..<14300).contains(tools)
    }
    public var scenes: [IBScene] = []
    /// One line each: an element or attribute the reader did not support, and what it did.
    public var findings: [String] = []

    public init(name: String) { self.name = name }
}

/// One view controller's root view (a storyboard scene) or one top-level view of a XIB.
public struct IBScene: Sendable {
    /// The view controller's or top-level view's label (`title`, `userLabel`, `customClass`,
    /// else its IB id).
    public var name: String
    public var root: IBView
    /// Whether the root is a view controller's view: it gets the system minimum margins.
    public var isViewControllerRoot: Bool
    /// Extra top and bottom insets of the safe area from bars the scene simulates (a
    /// navigation bar: 44 at the top; a tab bar: 49 at the bottom).
    public var barInsets: (top: Double, bottom: Double) = (0, 0)
    /// The heights of the opaque bars the root sits below and above (not under them).
    public var opaqueBars: (top: Double, bottom: Double) = (0, 0)
    /// Whether the controller simulates a freeform size (`freeformSimulatedSizeMetrics`): IB
    /// draws it on the device's screen, with the device's insets, whatever its size.
    public var isFreeform = false

    public init(name: String, root: IBView, isViewControllerRoot: Bool) {
        self.name = name
        self.root = root
        self.isViewControllerRoot = isViewControllerRoot
    }
}
