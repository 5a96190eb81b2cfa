import Layout

/// One view of a document, as IB stores it.
public struct IBView: Sendable {
    /// What the view is, for the builder: content views get an intrinsic size.
    public enum Kind: Sendable, Hashable {
        /// A plain container (`view`, scroll and table views, cells, …).
        case container
        /// A view with content UIKit measures (labels, buttons, switches, image views, …).
        case content
        /// A `stackView`.
        case stack(IBStackAttributes)
    }

    public var id: String
    /// IB's element name (`label`, `tableViewCellContentView`).
    public var element: String
    /// `customClass`, else the UIKit class of the element.
    public var className: String
    /// `userLabel`, else the text, title or placeholder it shows.
    public var label: String
    public var kind: Kind
    /// The frame Xcode stored, in the superview's coordinates.
    public var storedFrame: Rect?
    public var misplaced = false
    public var ambiguous = false
    public var isHidden = false
    /// `translatesAutoresizingMaskIntoConstraints` (IB writes it only when `NO`).
    public var translatesAutoresizingMask = true
    /// `fixedFrame="YES"`: a view IB lays out by its frame (no constraints of its own); Xcode
    /// adds constraints that hold that frame at build time.
    public var fixedFrame = false
    public var autoresizingMask: IBAutoresizingMask?
    public var horizontalHugging = 250.0, verticalHugging = 250.0
    public var horizontalCompression = 750.0, verticalCompression = 750.0
    /// Custom layout margins (`<edgeInsets key="layoutMargins">` or directional ones).
    public var layoutMargins: EdgeInsets?
    public var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins="YES"`: the margins are at least the part of the
    /// superview's that the view's stored frame reaches into.
    public var preservesSuperviewLayoutMargins = false
    /// IB's placeholder intrinsic size (`placeholderIntrinsicWidth`, `…Height`; -1 for
    /// `infinite`, no intrinsic size in that dimension), set in IB for views whose content is
    /// made in code.
    public var placeholderIntrinsicSize: Size?
    /// The font's point size, for the baselines of text views.
    public var fontSize: Double?
    /// The view's layout guides by IB's key → id: `safeArea`, `readableContent`, `contentLayoutGuide`,
    /// `frameLayoutGuide`, and a view controller's pre-iOS 11 `top` and `bottom` guides
    /// (`<viewControllerLayoutGuide type="top">`) on its root view.
    public var guides: [String: String] = [:]
    public var subviews: [IBView] = []
    /// The constraints held by this view.
    public var constraints: [IBConstraint] = []
    /// Its placeholder constraints (`placeholder="YES"`): IB lays the view out with them and
    /// Xcode removes them at build time, the code giving the size they stood for.
    public var placeholderConstraints: [IBConstraint] = []

    public init(id: String, element: String, className: String, label: String = "", kind: Kind = .container) {
        self.id = id
        self.element = element
        self.className = className
        self.label = label
        self.kind = kind
    }

    /// The view and every view under it, depth first.
    public var allViews: [IBView] { [self] + subviews.flatMap(\.allViews) }
}

/// UIStackView's settings as IB stores them.
public struct IBStackAttributes: Hashable, Sendable {
    public var axis = StackView.Axis.horizontal
    public var distribution = StackView.Distribution.fill
    public var alignment = StackView.Alignment.fill
    public var spacing = 0.0
    public var isLayoutMarginsRelative = false
    public init() {}
}

/// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" widthSizable="YES" …/>`.
public struct IBAutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let flexibleMinX = IBAutoresizingMask(rawValue: 1)
    public static let widthSizable = IBAutoresizingMask(rawValue: 2)
    public static let flexibleMaxX = IBAutoresizingMask(rawValue: 4)
    public static let flexibleMinY = IBAutoresizingMask(rawValue: 8)
    public static let heightSizable = IBAutoresizingMask(rawValue: 16)
    public static let flexibleMaxY = IBAutoresizingMask(rawValue: 32)
}
