/// A variable of one solver: a dense index plus the serial of the solver that made it.
///
/// Variables are created by ``Solver/makeVariable(_:)``; the solver keeps their names and
/// values in flat arrays, so a variable is a plain 8-byte value with no reference counting.
/// Using a variable in another solver than its own is a typed error
/// (``SolverError/foreignVariable(_:)``), never silent corruption.
public struct Variable: Hashable, Sendable {
    /// The variable's position in its solver (0, 1, 2, … in order of creation).
    public let index: Int32
    let solverSerial: UInt32

    @inline(__always)
    init(index: Int32, solverSerial: UInt32) {
        self.index = index
        self.solverSerial = solverSerial
    }
}

/// Variables made together by ``Solver/makeVariables(_:suffixes:)``: consecutive indices in
/// one solver, in the order of the suffixes.
public struct VariableGroup: RandomAccessCollection, Sendable {
    let first: Int32
    let length: Int32
    let solverSerial: UInt32

    init(first: Int32, count: Int32, solverSerial: UInt32) {
        self.first = first
        self.length = count
        self.solverSerial = solverSerial
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(length) }

    public subscript(position: Int) -> Variable {
        precondition(position >= 0 && position < Int(length), "variable group index out of range")
        return Variable(index: first + Int32(position), solverSerial: solverSerial)
    }
}
