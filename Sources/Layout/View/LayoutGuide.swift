/// An invisible rectangle that takes constraints, as UILayoutGuide: a spacer, a margin
/// guide, a safe area. It belongs to a view and has variables of its own.
public final class LayoutGuide: LayoutItem {
    /// The view the guide was added to.
    public internal(set) var owningView: View? {
        get { owningViewReference?.item.map { unsafeDowncast($0, to: View.self) } }
        set { owningViewReference = newValue?.reference }
    }
    var owningViewReference: ItemReference?
    /// The constraints that tie a system guide (margins, safe area) to its view.
    var systemConstraints: [LayoutConstraint] = []

    /// A guide named `name`; added to a view with ``View/addLayoutGuide(_:)``.
    override public init(name: String = "") { super.init(name: name) }

    override var referenceView: View? { owningView }
    override var referenceViewReference: ItemReference? { owningViewReference }
    override var hierarchyView: View? { owningView }
}
