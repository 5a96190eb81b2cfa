import Harness

/// Walks a command's arguments: flags (`--name value` or `--name=value`) and positionals,
/// with `--` ending the flags. Commands switch on ``next()`` and pull values as they need them.
///
/// A flag may appear once unless the command declares it repeatable (`--filter`): a second
/// `--format` is refused rather than silently overriding the first.
public struct ArgumentCursor {
    /// One argument.
    public enum Token: Equatable, Sendable {
        /// `--name` or `-n` (an inline `=value` is held for ``value(for:)``).
        case flag(String)
        /// Anything else (and everything after `--`).
        case positional(String)
    }

    private let arguments: [String]
    private var position = 0
    private var inlineValue: (flag: String, value: String)? = nil
    private var flagsEnded = false
    private var seen: Set<String> = []
    /// The command whose arguments these are, for messages.
    public let command: String
    /// The flags that may be given more than once.
    public let repeatable: Set<String>

    /// A cursor at the first of `arguments` of `command`.
    public init(_ arguments: [String], command: String = "", repeatable: Set<String> = []) {
        self.arguments = arguments
        self.command = command
        self.repeatable = repeatable
    }

    /// The arguments not yet read.
    public var remaining: ArraySlice<String> { arguments[position...] }

    /// The next token, or nil at the end.
    ///
    /// - Throws: ``CLIError/unexpectedValue(flag:)`` when the previous flag was given an inline
    ///   value it did not take; ``CLIError/repeatedFlag(_:command:)`` for a second use of a flag
    ///   that is not repeatable.
    public mutating func next() throws(CLIError) -> Token? {
        let token = try advance()
        if case .flag(let flag)? = token, !repeatable.contains(flag), !seen.insert(flag).inserted {
            throw .repeatedFlag(flag, command: command)
        }
        return token
    }

    private mutating func advance() throws(CLIError) -> Token? {
        if let inlineValue { throw .unexpectedValue(flag: inlineValue.flag) }
        guard position < arguments.count else { return nil }
        let argument = arguments[position]
        position += 1
        if flagsEnded || argument == "-" || !argument.hasPrefix("-") { return .positional(argument) }
        if argument == "--" {
            flagsEnded = true
            return try advance()
        }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            let flag = String(argument[..<equals])
            inlineValue = (flag, String(argument[argument.index(after: equals)...]))
            return .flag(flag)
        }
        return .flag(argument)
    }

    /// The value of `flag`, just read: its inline `=value`, or else the next argument.
    ///
    /// - Throws: ``CLIError/missingValue(flag:)`` at the end or before another flag.
    public mutating func value(for flag: String) throws(CLIError) -> String {
        if let inlineValue {
            self.inlineValue = nil
            return inlineValue.value
        }
        guard position < arguments.count, !arguments[position].hasPrefix("--") else { throw .missingValue(flag: flag) }
        position += 1
        return arguments[position - 1]
    }

    /// The value of `flag` converted by `convert`.
    ///
    /// - Parameter expected: what a good value looks like, for the error message.
    /// - Throws: ``CLIError/badValue(flag:value:expected:)`` when `convert` returns nil.
    public mutating func value<T>(for flag: String, expected: String, _ convert: (String) -> T?) throws(CLIError) -> T {
        let text = try value(for: flag)
        guard let value = convert(text) else { throw .badValue(flag: flag, value: text, expected: expected) }
        return value
    }

    /// A whole number of at least `minimum` for `flag`.
    public mutating func integer(for flag: String, minimum: Int) throws(CLIError) -> Int {
        try value(for: flag, expected: "a whole number ≥ \(minimum)") { Int($0).flatMap { $0 >= minimum ? $0 : nil } }
    }

    /// A finite number of seconds, zero or more, for `flag`.
    public mutating func seconds(for flag: String) throws(CLIError) -> Double {
        try value(for: flag, expected: "a number of seconds ≥ 0") { text in
            Double(text).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
    }

    /// One of a closed set of raw values for `flag`.
    public mutating func choice<T: RawRepresentable & CaseIterable>(for flag: String, _ type: T.Type) throws(CLIError) -> T
    where T.RawValue == String {
        let choices = T.allCases.map(\.rawValue).joined(separator: "|")
        return try value(for: flag, expected: choices) { T(rawValue: $0) }
    }
}
