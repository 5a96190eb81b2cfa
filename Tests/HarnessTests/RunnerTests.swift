import Harness
import HarnessFixtures
import XCTest

final class RunnerTests: XCTestCase {
    private let fixed = RunConfiguration(warmupIterations: 1, minSamples: 4, maxSamples: 4, minTime: 0, maxTime: 100)

    func testStopRules() {
        let c = RunConfiguration(warmupIterations: 0, minSamples: 5, maxSamples: 10, minTime: 1, maxTime: 3)
        XCTAssertFalse(c.isDone(iterations: 0, elapsed: 99), "one iteration always runs")
        XCTAssertFalse(c.isDone(iterations: 4, elapsed: 2), "below the minimum count")
        XCTAssertFalse(c.isDone(iterations: 6, elapsed: 0.5), "below the minimum time")
        XCTAssertTrue(c.isDone(iterations: 5, elapsed: 1))
        XCTAssertTrue(c.isDone(iterations: 2, elapsed: 3), "the maximum time bounds everything")
        XCTAssertTrue(c.isDone(iterations: 10, elapsed: 0), "the maximum count bounds everything")
    }

    func testEveryMeasureCallIsOneSampleWithItsStep() throws {
        let benchmark = try XCTUnwrap(testRegistry().benchmarks.first { $0.name == "boxes/composite/100" })
        let result = try BenchmarkRunner(configuration: fixed).run(benchmark)
        XCTAssertEqual(result.iterations, 4)
        XCTAssertEqual(result.samples.filter { $0.phase == .build }.map(\.iteration), [0, 1, 2, 3])
        XCTAssertEqual(result.samples.filter { $0.phase == .resize }.map(\.step), [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2])
    }

    func testAllocationCountsAreExactAndDeterministic() throws {
        let benchmark = try XCTUnwrap(testRegistry().benchmarks.first { $0.name == "boxes/composite/100" })
        let runner = BenchmarkRunner(configuration: fixed)
        XCTAssertTrue(runner.countsAllocations)
        let first = try runner.run(benchmark)
        let second = try runner.run(benchmark)
        let counts = { (result: BenchmarkResult, phase: Phase) in result.samples.filter { $0.phase == phase }.map { $0.allocations?.count } }
        XCTAssertEqual(counts(first, .build), Array(repeating: 100, count: 4), "one allocation per box, nothing of the harness")
        XCTAssertEqual(counts(first, .resize), Array(repeating: 1, count: 12))
        XCTAssertEqual(first.samples.map(\.allocations), second.samples.map(\.allocations), "two runs, identical counts")
    }

    func testOneMoreAllocationShows() throws {
        func benchmark(extra: Bool) -> Benchmark {
            Benchmark(workload: "w", variant: extra ? "more" : "less", n: 50, phases: [.build]) { context in
                var boxes: [TestBox] = []
                boxes.reserveCapacity(51)
                context.measure(.build) {
                    for i in 0..<(extra ? 51 : 50) { boxes.append(TestBox(i)) }
                }
            }
        }
        let runner = BenchmarkRunner(configuration: fixed)
        let less = try runner.run(benchmark(extra: false)).samples.compactMap(\.allocations?.count)
        let more = try runner.run(benchmark(extra: true)).samples.compactMap(\.allocations?.count)
        XCTAssertEqual(less, [50, 50, 50, 50])
        XCTAssertEqual(more, [51, 51, 51, 51])
    }

    func testCountersAreDifferencesAndReportsAreLevels() throws {
        final class FakeSolver { var pivots = 0; var substitutions = 0 }
        let benchmark = Benchmark(workload: "w", variant: "v", n: 1, phases: [.build]) { context in
            let solver = FakeSolver()
            solver.pivots = 1_000  // work before the phase is not the phase's
            context.measure(.build, counters: { ["pivots": solver.pivots, "substitutions": solver.substitutions] }) {
                solver.pivots += 7
                solver.substitutions += 3
            }
            context.report("largest_row", 12)
        }
        let result = try BenchmarkRunner(configuration: fixed).run(benchmark)
        let sample = try XCTUnwrap(result.samples.first)
        XCTAssertEqual(sample.counters.map(\.name), ["pivots", "substitutions", "largest_row"])
        XCTAssertEqual(sample.counters.map(\.value), [7, 3, 12])
        let metrics = result.series().map(\.metric)
        XCTAssertEqual(metrics, [.wallTime, .cpuTime, .allocations, .allocatedBytes, .peakResidentMemory,
                                 .counter("largest_row"), .counter("pivots"), .counter("substitutions")])
    }

    func testWarmupIsRunButNotKept() throws {
        final class Calls { var iterations: [Int] = [] }
        let calls = Calls()
        let benchmark = Benchmark(workload: "w", variant: "v", n: 1, phases: [.build]) { context in
            calls.iterations.append(context.iteration)
            context.measure(.build) {}
        }
        var configuration = fixed
        configuration.warmupIterations = 2
        let result = try BenchmarkRunner(configuration: configuration).run(benchmark)
        XCTAssertEqual(calls.iterations, [-1, -1, 0, 1, 2, 3])
        XCTAssertEqual(result.samples.count, 4)
    }

    func testAThrowingBenchmarkIsReportedAndTheOthersRun() {
        struct Broken: Error {}
        let benchmarks = [
            Benchmark(workload: "a", variant: "v", n: 1, phases: [.build]) { _ in throw Broken() },
            Benchmark(workload: "b", variant: "v", n: 1, phases: [.build]) { $0.measure(.build) {} },
        ]
        var events: [String] = []
        let (results, failures) = BenchmarkRunner(configuration: fixed).run(benchmarks) { event in
            switch event {
            case .started(let b, let index, let total): events.append("start \(b.name) \(index)/\(total)")
            case .finished(let b, _, _, let iterations, _): events.append("done \(b.name) \(iterations)")
            case .failed(let b, _, _, _): events.append("failed \(b.name)")
            }
        }
        XCTAssertEqual(results.map(\.benchmark.name), ["b/v/1"])
        XCTAssertEqual(failures.map(\.benchmark.name), ["a/v/1"])
        XCTAssertEqual(events, ["start a/v/1 1/2", "failed a/v/1", "start b/v/1 2/2", "done b/v/1 4"])
    }

    func testReportHasOneRowPerBenchmarkPhaseAndMetric() throws {
        let registry = testRegistry()
        let (results, _) = BenchmarkRunner(configuration: fixed).run(registry.select(suite: .smoke))
        let report = RunReport(metadata: fixedMetadata(suite: .smoke), results: results)
        XCTAssertEqual(report.rows.count, 2 * 2 * 5)
        let table = try CSVReader.parse(report.summaryCSV)
        XCTAssertEqual(table.header, SummaryRow.columns)
        XCTAssertEqual(try SummaryRow.rows(from: table), report.rows)
        let samples = try CSVReader.parse(report.samplesCSV)
        XCTAssertEqual(samples.header, SampleRows.columns)
        XCTAssertEqual(samples.rows.count, 2 * 4 * (1 + 3) * 5, "2 benchmarks × 4 iterations × 4 samples × 5 metrics")
        let allocationRow = try XCTUnwrap(report.rows.first { $0.metric == .allocations && $0.phase == .build })
        XCTAssertEqual(allocationRow.statistics.median, 10)
        XCTAssertEqual(allocationRow.statistics.ciLow, 10)
    }
}
