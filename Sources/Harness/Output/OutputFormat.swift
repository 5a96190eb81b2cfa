/// What `run` and `list` print on stdout.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// A readable, aligned table.
    case table
    /// The CSV document (the same as the summary file for `run`).
    case csv
    /// A JSON array of objects, one per row, keys as the CSV columns.
    case json
}
