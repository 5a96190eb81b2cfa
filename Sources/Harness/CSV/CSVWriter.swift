/// Writes RFC 4180 CSV: fields separated by commas, records ended by CRLF, and a field quoted
/// (with inner quotes doubled) when it holds a comma, a quote, a CR or an LF.
public struct CSVWriter {
    /// The text written so far.
    public private(set) var text = ""

    /// Starts a document with its header row.
    public init(header: [String]) {
        append(header)
    }

    /// Appends one record.
    public mutating func append(_ fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { text.append(",") }
            text.append(Self.escape(field))
        }
        text.append("\r\n")
    }

    /// The field as it must appear in a record.
    public static func escape(_ field: String) -> String {
        let needsQuotes = field.utf8.contains { byte in
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
        }
        guard needsQuotes else { return field }
        return "\"" + field.replacingAll("\"", with: "\"\"") + "\""
    }
}

extension String {
    /// Every occurrence of `target` replaced (without Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == target { result.append(replacement) } else { result.append(character) }
        }
        return result
    }
}
