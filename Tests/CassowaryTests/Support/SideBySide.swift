import Cassowary

/// Two solvers run side by side on the same system, one with a fast path turned off: the
/// first variable whose published value differs, as a failure message, or nil when every value
/// is the same (`==`, which takes −0 for +0).
func firstDifference(_ x: Solver, _ a: [Variable], _ y: Solver, _ b: [Variable], names: [String],
                     labels: (String, String)) -> String? {
    for i in names.indices where x.value(of: a[i]) != y.value(of: b[i]) {
        return "\(names[i]) is \(x.value(of: a[i])) \(labels.0), \(y.value(of: b[i])) \(labels.1)"
    }
    return nil
}
