/// A handler of trait changes, as ``View/registerForTraitChanges(_:handler:)`` keeps it.
final class TraitChangeHandler {
    let traits: Traits
    let handler: (View, TraitCollection) -> Void

    init(traits: Traits, handler: @escaping (View, TraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// What ``View/registerForTraitChanges(_:handler:)`` returns: the handle to unregister with.
public struct TraitChangeRegistration: Hashable {
    let handler: ObjectIdentifier
}

extension View {
    /// Calls `handler` with the view and the previous trait collection whenever one of
    /// `traits` changes in the engine the view is in (UIKit's `registerForTraitChanges`),
    /// after the constraints made for other traits were switched and before the next pass:
    /// the place to update constants or remake constraints for the new traits.
    ///
    /// Handlers run in the order their views joined the tree, each view's in the order they
    /// were registered.
    @discardableResult
    public func registerForTraitChanges(_ traits: Traits,
                                        handler: @escaping (View, TraitCollection) -> Void) -> TraitChangeRegistration {
        let entry = TraitChangeHandler(traits: traits, handler: handler)
        traitHandlers.append(entry)
        if traitHandlers.count == 1 { engine?.traitDependenceChanged(of: self) }
        return TraitChangeRegistration(handler: ObjectIdentifier(entry))
    }

    /// Removes a handler registered with ``registerForTraitChanges(_:handler:)``.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitHandlers.removeAll { ObjectIdentifier($0) == registration.handler }
        if traitHandlers.isEmpty { engine?.traitDependenceChanged(of: self) }
    }
}
