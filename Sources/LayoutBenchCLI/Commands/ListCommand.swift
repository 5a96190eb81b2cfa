import Harness

/// `layout-bench list`: the benchmarks a selection holds, without running them.
public enum ListCommand: Command {
    public static let name = "list"
    public static let repeatableFlags: Set<String> = ["--filter"]
    public static let summary = "List the benchmarks a selection holds."
    public static let help = """
        List benchmarks: name, workload, variant, n, smallest suite, phases.

        USAGE: layout-bench list [options]

        OPTIONS:
        \(SelectionOptions.help)
                                      (list selects from the full suite unless --suite is given)
          --format table|csv|json     Output format (default table).
          --help, -h                  Show this help.

        """

    /// The columns of the listing.
    public static let columns = ["benchmark", "workload", "variant", "n", "suite", "phases"]

    /// Parses the options and prints the selected benchmarks.
    ///
    /// - Throws: ``CLIError`` for bad arguments or an empty selection.
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var selection = SelectionOptions(suite: .full)
        var format = OutputFormat.table
        while let token = try arguments.next() {
            switch token {
            case .positional(let argument):
                throw .unexpectedArgument(argument, command: name)
            case .flag(let flag):
                if try selection.parse(flag, from: &arguments) { continue }
                guard flag == "--format" else { throw .unknownFlag(flag, command: name) }
                format = try arguments.choice(for: flag, OutputFormat.self)
            }
        }
        let rows = try selection.select(from: environment.registry).map { b in
            [b.name, b.workload, b.variant, String(b.n), b.suite.rawValue, b.phases.map(\.name).joined(separator: " ")]
        }
        switch format {
        case .table:
            var table = TextTable(header: columns, alignRight: [false, false, false, true, false, false])
            table.rows = rows
            environment.console.out(table.text)
        case .csv:
            var writer = CSVWriter(header: columns)
            for row in rows { writer.append(row) }
            environment.console.out(writer.text)
        case .json:
            environment.console.out(JSONRecords.array(header: columns, rows: rows.map {
                JSONRecords.values(header: columns, fields: $0, numeric: ["n"])
            }))
        }
        return .ok
    }
}
