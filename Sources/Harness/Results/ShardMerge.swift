/// Joins the results files of the shards of one run into one file.
///
/// Refuses files whose columns differ, files of different commits, and a benchmark found in
/// two files: shards of one run are disjoint slices of one commit.
public enum ShardMerge {
    /// The records of every input under the first input's header.
    ///
    /// - Parameter inputs: each file's path (for messages) and parsed table.
    /// - Throws: ``CLIError/columnsDiffer(_:_:)``, ``CLIError/commitsDiffer(_:_:_:_:)``,
    ///   ``CLIError/overlappingBenchmark(_:_:_:)``, or ``CLIError/malformedCSV(_:_:)`` when a
    ///   file lacks the `commit` or `benchmark` column.
    public static func merge(_ inputs: [(path: String, table: CSVTable)]) throws(CLIError) -> CSVTable {
        guard let first = inputs.first else { return CSVTable(header: [], rows: []) }
        var commit: (value: String, path: String)? = nil
        var owner: [String: String] = [:]
        var rows: [[String]] = []
        for input in inputs {
            guard input.table.header == first.table.header else { throw .columnsDiffer(first.path, input.path) }
            guard let commitColumn = input.table.column("commit") else {
                throw .malformedCSV(input.path, .missingColumn("commit"))
            }
            guard let benchmarkColumn = input.table.column("benchmark") else {
                throw .malformedCSV(input.path, .missingColumn("benchmark"))
            }
            var seenHere: Set<String> = []
            for row in input.table.rows {
                let rowCommit = row[commitColumn]
                if let commit, commit.value != rowCommit {
                    throw .commitsDiffer(commit.path, commit.value, input.path, rowCommit)
                }
                if commit == nil { commit = (rowCommit, input.path) }
                let benchmark = row[benchmarkColumn]
                if seenHere.insert(benchmark).inserted, let other = owner[benchmark] {
                    throw .overlappingBenchmark(benchmark, other, input.path)
                }
                owner[benchmark] = input.path
            }
            rows.append(contentsOf: input.table.rows)
        }
        return CSVTable(header: first.table.header, rows: rows)
    }

    /// Reads and parses a CSV file.
    ///
    /// - Throws: ``CLIError/cannotRead(_:reason:)`` or ``CLIError/malformedCSV(_:_:)``.
    public static func load(_ path: String) throws(CLIError) -> CSVTable {
        let text = try ResultsFiles.read(path)
        do {
            return try CSVReader.parse(text)
        } catch {
            throw .malformedCSV(path, error)
        }
    }
}
