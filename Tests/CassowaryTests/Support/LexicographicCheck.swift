import XCTest
import Cassowary

extension RandomSystem {
    /// Every required spec holds at `values`, and each priority level's weighted error is the
    /// reference LP's lexicographic minimum, highest level first (stopping at the first level
    /// that misses, since the ones below it are then free to differ).
    static func checkLexicographic(_ specs: [Spec], values: [Double], context: String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        for spec in specs where spec.strength.isRequired {
            XCTAssertLessThan(violation(spec, values), 1e-6, "\(context): a required constraint fails", file: file, line: line)
        }
        let n = values.count
        let reference = ReferenceLP.lexicographicMinimum(variables: n, rows: specs.map { referenceRow($0, variables: n) })
        guard case let .optimal(levels) = reference else {
            return XCTFail("\(context): the reference LP did not solve the accepted system: \(reference)", file: file, line: line)
        }
        for level in levels {
            let soft = specs.filter { !$0.strength.isRequired && $0.strength.level == level.level }
            let achieved = soft.reduce(0.0) { $0 + $1.strength.value * violation($1, values) }
            // Values are good to about 1e-10: a violation that small, weighed by a strong edit.
            let tolerance = 1e-5 * max(1, abs(level.value)) + 1e-10 * (soft.map(\.strength.value).max() ?? 0)
            XCTAssertEqual(achieved, level.value, accuracy: tolerance,
                           "\(context): level \(level.level) not at its lexicographic minimum", file: file, line: line)
            if abs(achieved - level.value) > tolerance { break }
        }
    }
}
