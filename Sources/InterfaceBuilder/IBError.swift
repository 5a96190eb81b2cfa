/// Why an Interface Builder document could not be read at all. Anything less (an element or
/// attribute the reader does not know) is a finding of the document, not an error.
public enum IBError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or is not UTF-8 text.
    case unreadable(path: String, reason: String)
    /// The XML is not well formed (XMLParser's line and message).
    case malformedXML(line: Int, reason: String)
    /// Well-formed XML whose root is not an IB `<document>`.
    case notAnIBDocument(root: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): cannot be read: \(reason)"
        case let .malformedXML(line, reason): return "malformed XML at line \(line): \(reason)"
        case let .notAnIBDocument(root): return "not an Interface Builder document (root element <\(root)>)"
        }
    }
}
