import Cassowary

/// A description that takes a relation next: `equalTo`, `lessThanOrEqualTo`,
/// `greaterThanOrEqualTo` an item, an item's attribute, a constant, a size, a point or insets,
/// or the `…ToSuperview()` forms. Each keeps its call site (`#fileID`, `#line`).
public protocol ConstraintMakerRelatable {
    var description: ConstraintDescription { get }
}

/// The target of a relation.
enum RelationTarget {
    case item(LayoutItem, ConstraintAttributes)
    case constant(ConstraintConstant)
    case superview
}

extension ConstraintMakerRelatable {
    func relate(_ relation: Relation, _ target: RelationTarget, _ file: StaticString, _ line: UInt,
                call: @autoclosure () -> String) -> ConstraintMakerEditable {
        let d = description
        d.relation = relation
        d.location = SourceLocation(fileID: file, line: line)
        switch target {
        case let .item(item, attributes):
            d.targetItem = item
            d.targetAttributes = attributes
            if attributes.count > 1 && !ConstraintDescription.canRelate(d.attributes, to: attributes) {
                d.error = .mismatchedTargetAttributes(view: d.item?.displayName ?? "?", attributes: d.attributeNames,
                                                      target: item.displayName, targetAttributes: attributes.names,
                                                      location: d.location)
            }
        case let .constant(constant):
            d.targetIsConstant = true
            d.constant = constant
        case .superview:
            if let superview = d.itemReference.item?.referenceViewReference {
                d.targetReference = superview
            } else {
                d.error = .noSuperview(view: d.item?.displayName ?? "?", call: "\(d.attributeNames).\(call())", location: d.location)
            }
        }
        return ConstraintMakerEditable(description: d)
    }

    // MARK: equalTo

    @discardableResult
    public func equalTo(_ item: LayoutItem, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .item(item, .none), file, line, call: "equalTo")
    }
    @discardableResult
    public func equalTo(_ target: ConstraintItem, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .item(target.item, target.attributes), file, line, call: "equalTo")
    }
    @discardableResult
    public func equalTo(_ constant: Double, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .constant(.value(constant)), file, line, call: "equalTo")
    }
    @discardableResult
    public func equalTo(_ constant: Int, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .constant(.value(Double(constant))), file, line, call: "equalTo")
    }
    @discardableResult
    public func equalTo(_ size: Size, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .constant(.size(size)), file, line, call: "equalTo")
    }
    @discardableResult
    public func equalTo(_ point: Point, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .constant(.point(point)), file, line, call: "equalTo")
    }
    @discardableResult
    public func equalTo(_ insets: EdgeInsets, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .constant(.insets(insets)), file, line, call: "equalTo")
    }
    @discardableResult
    public func equalTo(_ insets: DirectionalEdgeInsets, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .constant(.directionalInsets(insets)), file, line, call: "equalTo")
    }
    /// Relates to the superview (a guide's owning view); a typed error without one.
    @discardableResult
    public func equalToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, .superview, file, line, call: "equalToSuperview()")
    }

    // MARK: lessThanOrEqualTo

    @discardableResult
    public func lessThanOrEqualTo(_ item: LayoutItem, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .item(item, .none), file, line, call: "lessThanOrEqualTo")
    }
    @discardableResult
    public func lessThanOrEqualTo(_ target: ConstraintItem, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .item(target.item, target.attributes), file, line, call: "lessThanOrEqualTo")
    }
    @discardableResult
    public func lessThanOrEqualTo(_ constant: Double, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .constant(.value(constant)), file, line, call: "lessThanOrEqualTo")
    }
    @discardableResult
    public func lessThanOrEqualTo(_ constant: Int, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .constant(.value(Double(constant))), file, line, call: "lessThanOrEqualTo")
    }
    @discardableResult
    public func lessThanOrEqualTo(_ size: Size, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .constant(.size(size)), file, line, call: "lessThanOrEqualTo")
    }
    @discardableResult
    public func lessThanOrEqualTo(_ insets: EdgeInsets, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .constant(.insets(insets)), file, line, call: "lessThanOrEqualTo")
    }
    @discardableResult
    public func lessThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .superview, file, line, call: "lessThanOrEqualToSuperview()")
    }

    // MARK: greaterThanOrEqualTo

    @discardableResult
    public func greaterThanOrEqualTo(_ item: LayoutItem, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, .item(item, .none), file, line, call: "greaterThanOrEqualTo")
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ target: ConstraintItem, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, .item(target.item, target.attributes), file, line, call: "greaterThanOrEqualTo")
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ constant: Double, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, .constant(.value(constant)), file, line, call: "greaterThanOrEqualTo")
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ constant: Int, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, .constant(.value(Double(constant))), file, line, call: "greaterThanOrEqualTo")
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ size: Size, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, .constant(.size(size)), file, line, call: "greaterThanOrEqualTo")
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ insets: EdgeInsets, file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, .constant(.insets(insets)), file, line, call: "greaterThanOrEqualTo")
    }
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: StaticString = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, .superview, file, line, call: "greaterThanOrEqualToSuperview()")
    }
}
