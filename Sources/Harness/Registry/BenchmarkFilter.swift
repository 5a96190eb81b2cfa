#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pattern on benchmark names: a shell glob matched against the whole name (`*composite*`,
/// `nested/*/1000`), or a regular expression between slashes (`/^(chain|grid)\//`) that may
/// match anywhere in it.
public struct BenchmarkFilter {
    private enum Kind {
        case glob(String)
        case regex(Regex<AnyRegexOutput>)
    }

    private let kind: Kind
    /// The pattern as given.
    public let pattern: String

    /// Parses a pattern.
    ///
    /// - Returns: nil when the pattern is empty or is a malformed regular expression.
    public init?(_ pattern: String) {
        guard !pattern.isEmpty else { return nil }
        self.pattern = pattern
        if pattern.count >= 2, pattern.hasPrefix("/"), pattern.hasSuffix("/") {
            guard let regex = try? Regex(String(pattern.dropFirst().dropLast())) else { return nil }
            kind = .regex(regex)
        } else {
            kind = .glob(pattern)
        }
    }

    /// True when `name` matches.
    public func matches(_ name: String) -> Bool {
        switch kind {
        case .glob(let glob):
            fnmatch(glob, name, 0) == 0
        case .regex(let regex):
            (try? regex.firstMatch(in: name)) != nil
        }
    }
}
