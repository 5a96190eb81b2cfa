import Cassowary

/// A csys file that could not be read: the line (from 1) and what is wrong there.
public struct CsysError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}

/// Reads csys 1 text (docs/csys-format.md). It checks everything a replay depends on —
/// statement forms, numbers, strengths, `s` of an edit variable, `d`/`a` of a constraint that
/// is in / out of the system at that point, phase order — and stops at the first error.
public enum CsysReader {
    public static func read(_ text: String) throws(CsysError) -> CsysDocument {
        var state = ReaderState()
        var lineNumber = 0
        var tokens: [Substring] = []
        // Lines and tokens are cut on bytes: every separator is ASCII, and walking the text
        // by Characters (grapheme breaking) took most of the time of a large replay. A `\r`
        // is a separator like a space, so CRLF files read as LF ones.
        for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = rawLine
            if let hash = line.firstIndex(of: UInt8(ascii: "#")) { line = line[..<hash] }
            tokens.removeAll(keepingCapacity: true)
            for token in line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                tokens.append(Substring(token))
            }
            if tokens.isEmpty { continue }
            try state.read(tokens, line: lineNumber)
        }
        if !state.sawHeader { throw CsysError(line: max(lineNumber, 1), message: "missing `csys 1` header") }
        return state.builder
    }
}

private struct ReaderState {
    var builder = CsysDocument()
    var sawHeader = false
    var indexByName: [String: Int] = [:]
    var isEdit: [Bool] = []
    var isIn: [Bool] = []
    var phase = CsysDocument.Phase.build

    mutating func read(_ tokens: [Substring], line: Int) throws(CsysError) {
        func fail(_ message: String) -> CsysError { CsysError(line: line, message: message) }
        guard sawHeader else {
            guard tokens.count == 2, tokens[0] == "csys", tokens[1] == "1" else {
                throw fail("the first statement must be `csys 1`")
            }
            sawHeader = true
            return
        }
        let keyword = tokens[0]
        let args = Array(tokens.dropFirst())
        var statement: CsysDocument.Statement
        switch keyword {
        case "c":
            guard phase == .build else { throw fail("`c` after the build phase (all c and e lines come first)") }
            guard args.count >= 4 else { throw fail("`c` needs STRENGTH LHS OP RHS") }
            let strength = try parseStrength(args[0], fail)
            guard let op = args.firstIndex(where: { $0 == "==" || $0 == "<=" || $0 == ">=" }) else {
                throw fail("`c` needs a relation: ==, <= or >=")
            }
            let relation: Relation = args[op] == "==" ? .equal : (args[op] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual)
            let lhs = try parseExpression(args[1..<op], fail)
            let rhs = try parseExpression(args[(op + 1)...], fail)
            var expression = lhs
            for t in rhs.terms { expression.terms.append(.init(t.variable, -t.coefficient)) }
            expression.constant -= rhs.constant
            builder.constraints.append(.init(expression: expression, relation: relation, strength: strength, line: line))
            isIn.append(true)
            statement = .constraint(builder.constraints.count - 1)
        case "e":
            guard phase == .build else { throw fail("`e` after the build phase (all c and e lines come first)") }
            guard args.count == 2 else { throw fail("`e` needs STRENGTH VAR") }
            let strength = try parseStrength(args[0], fail)
            guard !strength.isRequired else { throw fail("an edit variable cannot be required") }
            let v = try variable(args[1], fail)
            guard !isEdit[v] else { throw fail("\(args[1]) is already an edit variable") }
            isEdit[v] = true
            statement = .edit(variable: v, strength: strength)
        case "s":
            guard phase != .churn else { throw fail("`s` after the churn phase began") }
            guard args.count == 2 else { throw fail("`s` needs VAR VALUE") }
            let v = try variable(args[0], fail)
            guard isEdit[v] else { throw fail("\(args[0]) is not an edit variable (no `e` line for it)") }
            phase = .resize
            statement = .suggest(variable: v, value: try number(args[1], fail))
        case "d", "a":
            guard args.count == 1, let k = Int(args[0]) else { throw fail("`\(keyword)` needs a constraint number") }
            guard k >= 1 && k <= builder.constraints.count else { throw fail("there is no `c` statement number \(k)") }
            let removing = keyword == "d"
            guard isIn[k - 1] == removing else {
                throw fail(removing ? "constraint \(k) is not in the system" : "constraint \(k) is already in the system")
            }
            isIn[k - 1] = !removing
            phase = .churn
            statement = removing ? .remove(k - 1) : .add(k - 1)
        case "u":
            guard args.isEmpty else { throw fail("`u` takes no arguments") }
            statement = .update
        case "x":
            guard args.count == 2 else { throw fail("`x` needs VAR VALUE") }
            statement = .expect(variable: try variable(args[0], fail), value: try number(args[1], fail))
        default:
            throw fail("unknown statement `\(keyword)`")
        }
        builder.statements.append(statement)
        builder.statementLines.append(line)
    }

    /// `t (+|- t)*` with an optional leading `-` on the first term.
    mutating func parseExpression(_ tokens: ArraySlice<Substring>, _ fail: (String) -> CsysError) throws(CsysError) -> CsysDocument.LinearExpression {
        var result = CsysDocument.LinearExpression()
        var sign = 1.0
        var expectTerm = true
        guard !tokens.isEmpty else { throw fail("an empty side of a relation") }
        for token in tokens {
            if expectTerm {
                var body = token
                if body.hasPrefix("-") && body.count > 1 && result.terms.isEmpty && result.constant == 0 && sign == 1 {
                    sign = -1
                    body = body.dropFirst()
                }
                try addTerm(body, sign: sign, to: &result, fail)
                expectTerm = false
            } else {
                guard token == "+" || token == "-" else { throw fail("expected + or - between terms, found `\(token)`") }
                sign = token == "+" ? 1 : -1
                expectTerm = true
            }
        }
        if expectTerm { throw fail("a side of a relation ends with a sign") }
        return result
    }

    mutating func addTerm(_ token: Substring, sign: Double, to expression: inout CsysDocument.LinearExpression,
                          _ fail: (String) -> CsysError) throws(CsysError) {
        // Bytes, not Characters, throughout: every byte that matters here is ASCII.
        if let star = token.utf8.firstIndex(of: UInt8(ascii: "*")) {
            let c = try number(token[..<star], fail)
            let name = token[token.utf8.index(after: star)...]
            expression.terms.append(.init(try variable(name, fail), sign * c))
        } else if CsysBytes.isNonFiniteWord(token) {
            throw fail("bad number `\(token)`")  // not finite; never a variable name
        } else if let first = token.utf8.first, CsysBytes.isLetter(first) || first == UInt8(ascii: "_") || first >= 0x80 {
            // (A non-ASCII start is a name, which `variable` rejects with a name's message.)
            expression.terms.append(.init(try variable(token, fail), sign))
        } else {
            expression.constant += sign * (try number(token, fail))
        }
    }

    mutating func variable(_ token: Substring, _ fail: (String) -> CsysError) throws(CsysError) -> Int {
        let name = String(token)
        if let index = indexByName[name] { return index }
        guard let first = token.utf8.first, CsysBytes.isLetter(first) || first == UInt8(ascii: "_"),
              token.utf8.allSatisfy(CsysBytes.isNameByte) else {
            throw fail("bad variable name `\(token)`")
        }
        let index = builder.variableNames.count
        builder.variableNames.append(name)
        indexByName[name] = index
        isEdit.append(false)
        return index
    }

    func number(_ token: Substring, _ fail: (String) -> CsysError) throws(CsysError) -> Double {
        guard token.utf8.allSatisfy(CsysBytes.isNumberByte), let value = Double(token), value.isFinite else {
            throw fail("bad number `\(token)`")
        }
        return value
    }

    /// `NAME`, `NAME*W`, either followed by `@LEVEL` for an exact priority level.
    func parseStrength(_ token: Substring, _ fail: (String) -> CsysError) throws(CsysError) -> Strength {
        let leveled = token.utf8.split(separator: UInt8(ascii: "@"), maxSplits: 1, omittingEmptySubsequences: false)
        guard leveled.count == 2 else { return try parseWeightedStrength(token, fail) }
        let weighted = try parseWeightedStrength(Substring(leveled[0]), fail)
        guard !weighted.isRequired else { throw fail("`required` takes no level, found `\(token)`") }
        let level = try number(Substring(leveled[1]), fail)
        guard level > 0 else { throw fail("a strength level must be positive, found `\(Substring(leveled[1]))`") }
        return Strength(level: level, weighted: weighted)
    }

    func parseWeightedStrength(_ token: Substring, _ fail: (String) -> CsysError) throws(CsysError) -> Strength {
        let parts = token.utf8.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: false).map { Substring($0) }
        guard parts.count <= 2 else { throw fail("bad strength `\(token)`") }
        var weight = 1.0
        if parts.count == 2 {
            weight = try number(parts[1], fail)
            guard weight > 0 else { throw fail("a strength weight must be positive, found `\(parts[1])`") }
        }
        switch parts[0] {
        case "required" where parts.count == 1: return .required
        case "strong": return .create(1, 0, 0, weight: weight)
        case "medium": return .create(0, 1, 0, weight: weight)
        case "weak": return .create(0, 0, 1, weight: weight)
        default: throw fail("bad strength `\(token)` (required, strong, medium, weak, or NAME*W, then @LEVEL)")
        }
    }
}

/// Byte classes of the csys grammar (all ASCII).
private enum CsysBytes {
    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    static func isNameByte(_ b: UInt8) -> Bool {
        isLetter(b) || isDigit(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")
    }
    static func isNumberByte(_ b: UInt8) -> Bool {
        isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
            || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
    }
    /// `nan`, `inf` or `infinity` in any case: numbers that are not finite, never names.
    static func isNonFiniteWord(_ token: Substring) -> Bool {
        let count = token.utf8.count
        guard count == 3 || count == 8 else { return false }
        let lower = token.utf8.lazy.map { $0 | 0x20 }
        return lower.elementsEqual("nan".utf8) || lower.elementsEqual("inf".utf8) || lower.elementsEqual("infinity".utf8)
    }
}
