/// Where a constraint was written: `#fileID` and `#line` of the DSL call, kept for diagnostics.
///
/// The file is kept as a `StaticString`, so recording a call site allocates nothing.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// `Module/File.swift`, or empty for constraints the layer makes itself.
    public let fileID: StaticString
    public let line: UInt

    public init(fileID: StaticString, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    /// Constraints the layer makes itself (root pins, hugging, stacks): no call site.
    public static let system = SourceLocation(fileID: "", line: 0)

    public var isSystem: Bool { line == 0 && fileID.utf8CodeUnitCount == 0 }

    /// `File.swift:12` (the file name without its module), or `system`.
    public var description: String {
        guard !isSystem else { return "system" }
        let path = fileID.description
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return "\(file):\(line)"
    }

    public static func == (a: SourceLocation, b: SourceLocation) -> Bool {
        a.line == b.line && a.fileID.description == b.fileID.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(fileID.description)
    }
}
