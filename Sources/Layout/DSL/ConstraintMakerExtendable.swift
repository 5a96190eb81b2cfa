/// A description that can take more attributes (`$0.top.left`) or a relation.
public struct ConstraintMakerExtendable: ConstraintMakerRelatable {
    public let description: ConstraintDescription

    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }
}
