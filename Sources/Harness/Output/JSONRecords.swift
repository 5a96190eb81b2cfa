import Foundation

/// JSON output of flat records through Foundation's `JSONEncoder`: one object per record, a
/// missing or non-finite number as `null` (JSON has no `inf`), keys sorted.
public enum JSONRecords {
    /// One field's value.
    public enum Value: Encodable, Equatable, Sendable {
        /// A string.
        case string(String)
        /// A number; nil or not finite is written as `null`.
        case number(Double?)
        /// A whole number.
        case integer(Int)
        /// A boolean.
        case bool(Bool)

        /// Encodes the value (non-finite numbers as null).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let text): try container.encode(text)
            case .number(let value):
                if let value, value.isFinite {
                    // Whole numbers without a fraction, as the CSV writes them.
                    if value == value.rounded(), abs(value) < 9.0e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
                } else {
                    try container.encodeNil()
                }
            case .integer(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            }
        }
    }

    /// An object with the given keys and values.
    struct Record: Encodable {
        var fields: [(key: String, value: Value)]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for field in fields { try container.encode(field.value, forKey: Key(stringValue: field.key)) }
        }
    }

    /// `[{…}, …]`: each row's values under the header's keys, pretty-printed, with a final newline.
    public static func array(header: [String], rows: [[Value]]) -> String {
        let records = rows.map { Record(fields: Array(zip(header, $0)).map { (key: $0.0, value: $0.1) }) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value above is a string, a finite number or null: encoding cannot fail.
        guard let data = try? encoder.encode(records) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The values of CSV fields: those of `numeric` columns as numbers (empty or unreadable
    /// ones as `null`), the rest as strings.
    public static func values(header: [String], fields: [String], numeric: Set<String>) -> [Value] {
        zip(header, fields).map { column, field in
            numeric.contains(column) ? .number(Double(field)) : .string(field)
        }
    }
}
