/// Joins the results files of the shards of one run into one file.
///
/// Refuses files whose columns differ, files of different commits, a benchmark found in two
/// files (shards of one run are disjoint slices of one commit), and a figure that is not a
/// finite number (a NaN in one shard must not reach the merged file unseen).
public enum ShardMerge {
    /// The records of every input under the first input's header.
    ///
    /// - Parameter inputs: each file's path (for messages) and parsed table.
    /// - Throws: ``ResultsError/columnsDiffer(_:_:)``, ``ResultsError/commitsDiffer(_:_:_:_:)``,
    ///   ``ResultsError/overlappingBenchmark(_:_:_:)``, or ``ResultsError/malformedCSV(_:_:)`` when a
    ///   file lacks the `commit` or `benchmark` column or holds a number that is not finite.
    public static func merge(_ inputs: [(path: String, table: CSVTable)]) throws(ResultsError) -> CSVTable {
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
            try checkNumbers(input.table, path: input.path)
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

    /// Checks the figures of a summary (every statistic) or samples file (every value):
    /// finite numbers only.
    ///
    /// - Throws: ``ResultsError/malformedCSV(_:_:)`` naming the line.
    static func checkNumbers(_ table: CSVTable, path: String) throws(ResultsError) {
        if table.column("median") != nil {
            do {
                _ = try SummaryRow.rows(from: table)
            } catch {
                throw .malformedCSV(path, error)
            }
        }
        if let value = table.column("value") {
            for (offset, row) in table.rows.enumerated() where !(Double(row[value])?.isFinite ?? false) {
                throw .malformedCSV(path, .malformed(line: offset + 2, reason: "'\(row[value])' in column value is not a number"))
            }
        }
    }

    /// Reads and parses a CSV file.
    ///
    /// - Throws: ``ResultsError/cannotRead(_:reason:)`` or ``ResultsError/malformedCSV(_:_:)``.
    public static func load(_ path: String) throws(ResultsError) -> CSVTable {
        let text = try ResultsFiles.read(path)
        do {
            return try CSVReader.parse(text)
        } catch {
            throw .malformedCSV(path, error)
        }
    }
}
