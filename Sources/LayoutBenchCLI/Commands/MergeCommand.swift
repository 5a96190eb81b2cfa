import Harness

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `layout-bench merge`: joins the shards of one run (`--shard K/N`) into one results file.
public enum MergeCommand: Command {
    public static let name = "merge"
    public static let summary = "Join the result files of the shards of one commit."
    public static let help = """
        Join the summary files of the shards of one run, and their samples files when every
        shard has one beside it (NAME.samples.csv).

        USAGE: layout-bench merge A.csv B.csv … --output ALL.csv

        Refuses files with different columns, shards of different commits, a benchmark present
        in two shards, and a figure that is not a finite number, with one line naming the file.

        OPTIONS:
          --output DIR/NAME.csv       The merged summary (samples go to DIR/NAME.samples.csv).
          --help, -h                  Show this help.

        EXIT STATUS: 0 merged, 2 bad input (missing or malformed file, refused merge).

        """

    /// Parses the files and `--output`, merges, writes.
    ///
    /// - Throws: ``CLIError`` for bad arguments, unreadable or malformed files, a refused merge.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var paths: [String] = []
        var output: String? = nil
        while let token = try arguments.next() {
            switch token {
            case .positional(let path):
                paths.append(path)
            case .flag("--output"):
                output = try arguments.value(for: "--output", expected: "a path ending in .csv") {
                    $0.hasSuffix(".csv") && $0.count > 4 ? $0 : nil
                }
            case .flag(let flag):
                throw .unknownFlag(flag, command: name)
            }
        }
        guard !paths.isEmpty else { throw .missingArgument("at least one results file", command: name) }
        guard let output else { throw .missingArgument("--output ALL.csv", command: name) }

        let merged = try merge(paths)

        let samplePaths = paths.map(ResultsFiles.samplesPath(forSummary:))
        let present = samplePaths.filter { access($0, F_OK) == 0 }
        var mergedSamples: CSVTable? = nil
        if !present.isEmpty {
            if let missing = samplePaths.first(where: { !present.contains($0) }) {
                throw .results(.cannotRead(missing, reason: "no such file (the other shards have samples files)"))
            }
            mergedSamples = try merge(samplePaths)
        }

        let files = ResultsFiles(summaryPath: output)
        try reading(ResultsFiles.writeAtomically(text(of: merged), to: files.summaryPath))
        if let mergedSamples {
            try reading(ResultsFiles.writeAtomically(text(of: mergedSamples), to: files.samplesPath))
        }
        environment.console.err("merged \(paths.count) files (\(merged.rows.count) rows) into \(files.summaryPath)\n")
        return .ok
    }

    /// The files at `paths`, read and merged.
    private static func merge(_ paths: [String]) throws(CLIError) -> CSVTable {
        var tables: [(path: String, table: CSVTable)] = []
        for path in paths { tables.append((path, try reading(ShardMerge.load(path)))) }
        return try reading(ShardMerge.merge(tables))
    }

    private static func text(of table: CSVTable) -> String {
        var writer = CSVWriter(header: table.header)
        for row in table.rows { writer.append(row) }
        return writer.text
    }
}
