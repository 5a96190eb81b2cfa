import Cassowary
import Csys
import XCTest
@testable import LayoutBenchmarks

/// The view-level variants reach the solver as exactly the solver-level lines.
final class ViewVariantExportTests: XCTestCase {
    func testEveryVariantExportsTheSameCsysAtOneHundred() throws {
        for workload in Workload.allCases {
            let solver = CsysWriter.text(of: SolverWorkloads.document(workload, n: 100))
            for variant in ViewVariant.allCases {
                let text = CsysWriter.text(of: try ViewWorkloads.document(workload, n: 100, variant: variant))
                if text != solver {
                    let a = text.split(separator: "\n"), b = solver.split(separator: "\n")
                    if let i = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) {
                        XCTFail("\(workload) \(variant): line \(i + 1): \(a[i]) vs \(b[i])")
                    } else {
                        XCTFail("\(workload) \(variant): \(a.count) lines vs \(b.count)")
                    }
                }
            }
        }
    }

    func testSmallSizesExportTheSameToo() throws {
        for workload in Workload.allCases {
            let sizes = workload.isScreen ? [1, 2, 3, 5].map { $0 * max(1, workload.groupSize) } : [1, 2, 3, 5, 10]
            for n in sizes {
                let solver = CsysWriter.text(of: SolverWorkloads.document(workload, n: n))
                for variant in ViewVariant.allCases {
                    XCTAssertEqual(CsysWriter.text(of: try ViewWorkloads.document(workload, n: n, variant: variant)), solver,
                                   "\(workload) n=\(n) \(variant)")
                }
            }
        }
    }

    func testRealScreenFamiliesRefuseSizesThatAreNotWholeGroups() {
        XCTAssertThrowsError(try ViewWorkloads.document(.cards, n: 10, variant: .composite)) { error in
            XCTAssertEqual("\(error)", "cards: n must be a multiple of 4 (each group has 4 views), not 10")
        }
        XCTAssertThrowsError(try WorkloadVariants.exporters["solver"]?(.form, 7))
        XCTAssertNoThrow(try WorkloadVariants.exporters["solver"]?(.feed, 7))
    }

    func testCompositeMakesFewerDescriptionsThanIndividual() {
        let composite = ViewWorkloadRun(workload: .nested, n: 10, variant: .composite)
        let individual = ViewWorkloadRun(workload: .nested, n: 10, variant: .individual)
        composite.describe()
        individual.describe()
        XCTAssertEqual(composite.descriptionCount, 10)
        XCTAssertEqual(individual.descriptionCount, 40)
    }
}
