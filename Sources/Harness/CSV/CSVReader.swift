/// A CSV document read back: its header and its records, every record as wide as the header.
public struct CSVTable: Equatable, Sendable {
    /// The header row.
    public var header: [String]
    /// The records after the header.
    public var rows: [[String]]

    /// The index of the column named `name`, if there is one.
    public func column(_ name: String) -> Int? {
        header.firstIndex(of: name)
    }
}

/// Why a CSV document could not be read.
public enum CSVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document has no header row.
    case empty
    /// A quote where none may be, or a quoted field left open (line numbers are 1-based).
    case malformed(line: Int, reason: String)
    /// A record with a different number of fields than the header.
    case ragged(line: Int, expected: Int, found: Int)
    /// A column a reader needs is missing from the header.
    case missingColumn(String)

    /// One line saying what is wrong and where.
    public var description: String {
        switch self {
        case .empty: "no header row"
        case let .malformed(line, reason): "line \(line): \(reason)"
        case let .ragged(line, expected, found): "line \(line): \(found) fields where the header has \(expected)"
        case let .missingColumn(name): "no column '\(name)'"
        }
    }
}

/// Reads RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks; records
/// end with CRLF or LF; a final line break is optional.
public enum CSVReader {
    /// Parses `text` into a header and records.
    ///
    /// - Throws: ``CSVError`` naming the line of the first problem.
    /// - Complexity: O(length of text).
    public static func parse(_ text: String) throws(CSVError) -> CSVTable {
        let records = try records(text)
        guard let header = records.first?.fields else { throw .empty }
        for record in records.dropFirst() where record.fields.count != header.count {
            throw .ragged(line: record.line, expected: header.count, found: record.fields.count)
        }
        return CSVTable(header: header, rows: records.dropFirst().map(\.fields))
    }

    /// Splits `text` into records, each with the line it starts on.
    public static func records(_ text: String) throws(CSVError) -> [(line: Int, fields: [String])] {
        var records: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var inQuotes = false
        var fieldWasQuoted = false
        var bytes = Array(text.utf8)[...]

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            fieldWasQuoted = false
        }
        func endRecord() {
            endField()
            records.append((recordLine, fields))
            fields.removeAll()
        }

        while let byte = bytes.popFirst() {
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if bytes.first == UInt8(ascii: "\"") {
                        bytes.removeFirst()
                        field.append(byte)
                    } else {
                        inQuotes = false
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                guard field.isEmpty, !fieldWasQuoted else {
                    throw .malformed(line: line, reason: "a quote inside an unquoted field")
                }
                inQuotes = true
                fieldWasQuoted = true
            case UInt8(ascii: ","):
                endField()
            case UInt8(ascii: "\r") where bytes.first == UInt8(ascii: "\n"):
                break
            case UInt8(ascii: "\n"):
                endRecord()
                line += 1
                recordLine = line
            default:
                if fieldWasQuoted {
                    throw .malformed(line: line, reason: "text after the closing quote of a field")
                }
                field.append(byte)
            }
        }
        if inQuotes { throw .malformed(line: recordLine, reason: "a quoted field is never closed") }
        if !field.isEmpty || !fields.isEmpty || fieldWasQuoted { endRecord() }
        return records
    }
}
