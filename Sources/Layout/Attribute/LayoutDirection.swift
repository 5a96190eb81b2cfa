/// The direction text runs in, which decides where leading and trailing are.
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight, rightToLeft
}

/// A view's own choice of direction (UIKit's semanticContentAttribute, simplified):
/// inherit the superview's, or force one.
public enum SemanticContent: Sendable, Hashable {
    case inherit, forceLeftToRight, forceRightToLeft
}
