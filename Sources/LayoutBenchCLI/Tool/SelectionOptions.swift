import Harness

/// The flags that choose benchmarks, shared by `run` and `list`: `--suite`, `--filter`, `--shard`.
public struct SelectionOptions: Equatable {
    /// The suite level (`--suite`).
    public var suite: SuiteLevel
    /// The patterns, any of which selects a benchmark (`--filter`, repeatable).
    public var filters: [String] = []
    /// The slice to run (`--shard K/N`).
    public var shard: Shard? = nil

    /// Options selecting all of `suite`.
    public init(suite: SuiteLevel) {
        self.suite = suite
    }

    /// The help lines for these flags.
    public static let help = """
          --suite smoke|default|full  Which suite (each contains the smaller ones).
          --filter PATTERN            Only names matching a glob ('*composite*', matched against the
                                      whole name) or a /regex/ (matched anywhere). Repeat to add more.
          --shard K/N                 Only the K-th of N stable slices of the selection (1 ≤ K ≤ N).
        """

    /// Reads the value of `flag` if it is one of these options.
    ///
    /// - Returns: false when `flag` is not a selection flag.
    /// - Throws: ``CLIError/badValue(flag:value:expected:)`` for a bad suite, pattern or shard.
    public mutating func parse(_ flag: String, from cursor: inout ArgumentCursor) throws(CLIError) -> Bool {
        switch flag {
        case "--suite":
            suite = try cursor.choice(for: flag, SuiteLevel.self)
        case "--filter":
            let pattern = try cursor.value(for: flag, expected: "a glob or a /regex/") { BenchmarkFilter($0)?.pattern }
            filters.append(pattern)
        case "--shard":
            shard = try cursor.value(for: flag, expected: "K/N with 1 ≤ K ≤ N") { Shard($0) }
        default:
            return false
        }
        return true
    }

    /// The benchmarks of `registry` these options select.
    ///
    /// - Throws: ``CLIError/duplicateBenchmarks(_:)`` for a registry with a name twice,
    ///   ``CLIError/noBenchmarks(_:)`` for an empty selection.
    public func select(from registry: BenchmarkRegistry) throws(CLIError) -> [Benchmark] {
        guard registry.duplicateNames.isEmpty else { throw .duplicateBenchmarks(registry.duplicateNames) }
        let selected = registry.select(suite: suite, filters: filters.compactMap(BenchmarkFilter.init), shard: shard)
        guard !selected.isEmpty else { throw .noBenchmarks(description) }
        return selected
    }

    /// True when `name` passes the filters (all names do without any).
    public func matches(_ name: String) -> Bool {
        filters.isEmpty || filters.compactMap(BenchmarkFilter.init).contains { $0.matches(name) }
    }

    /// The selection in words, for messages.
    public var description: String {
        var parts = ["suite \(suite.rawValue)"]
        if !filters.isEmpty { parts.append("filter \(filters.joined(separator: " or "))") }
        if let shard { parts.append("shard \(shard.index)/\(shard.count)") }
        return parts.joined(separator: ", ")
    }
}
