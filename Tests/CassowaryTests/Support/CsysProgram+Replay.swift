import Cassowary
import Csys

extension CsysProgram {
    /// As `layout-bench replay` runs a file: the build, then each resize step, each followed
    /// by `verify` (the answer stood by, rebuilt for, or refused with a typed error).
    func replayVerifyingEachStep() throws {
        try build()
        try solver.verify()
        for step in resizeSteps {
            try run(step)
            try solver.verify()
        }
    }
}
