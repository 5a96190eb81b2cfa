import Harness
import XCTest

/// Golden help text: a change to the interface shows up here first.
final class HelpTests: XCTestCase {
    func testToolHelp() {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let (status, capture) = runTool(arguments)
            XCTAssertEqual(status, .ok)
            XCTAssertEqual(capture.err, "")
            XCTAssertEqual(capture.out, """
                layout-bench: benchmarks.

                USAGE: layout-bench <command> [options]

                COMMANDS:
                  run    Run benchmarks; write results/<commit>.csv and .samples.csv.
                  list   List the benchmarks a selection holds.
                  merge  Join the result files of the shards of one commit.

                Run 'layout-bench <command> --help' for a command's options.
                Exit status: 0 ok, 1 a regression or a failed benchmark, 2 bad input.

                """)
        }
    }

    func testCommandHelpComesFromEveryForm() {
        for command in ["run", "list", "merge"] {
            let forms = [[command, "--help"], [command, "-h"], ["help", command], [command, "--suite", "smoke", "--help"]]
            for arguments in forms {
                let (status, capture) = runTool(arguments)
                XCTAssertEqual(status, .ok, "\(arguments)")
                XCTAssertTrue(capture.out.contains("USAGE: layout-bench \(command)"), "\(arguments)")
            }
        }
        let (status, capture) = runTool(["run", "--", "--help"])
        XCTAssertEqual(status, .badInput, "after --, --help is an argument")
        XCTAssertEqual(capture.err, "layout-bench: error: unexpected argument '--help' for 'run' (see 'layout-bench run --help')\n")
    }

    func testRunHelp() {
        XCTAssertEqual(RunCommand.help, """
            Run the selected benchmarks and write their results.

            USAGE: layout-bench run [options]

            Each benchmark is warmed up, then sampled until it has both --samples iterations and
            --min-time seconds, or until --max-samples or --max-time is reached. The summary (one
            row per benchmark × phase × metric) goes to results/<commit>.csv and the raw samples to
            results/<commit>.samples.csv, each written to a temporary name and renamed.

            OPTIONS:
              --suite smoke|default|full  Which suite (each contains the smaller ones).
              --filter PATTERN            Only names matching a glob ('*composite*', matched against the
                                          whole name) or a /regex/ (matched anywhere). Repeat to add more.
              --shard K/N                 Only the K-th of N stable slices of the selection (1 ≤ K ≤ N).
              --samples N                 Iterations to measure at least (smoke 3, default 5, full 10).
              --max-samples N             Iterations to measure at most (smoke 3, default 50, full 1000).
              --min-time SECONDS          Time to keep sampling at least (smoke 0, default 0.2, full 1).
              --max-time SECONDS          No new iteration after this (smoke 0.5, default 2, full 10).
              --warmup N                  Unmeasured iterations first (default 1).
              --output DIR/NAME.csv       Write the summary here, the samples to DIR/NAME.samples.csv.
              --format table|csv|json     What stdout gets at the end (default table).
              --quiet, -q                 No progress on stderr.
              --help, -h                  Show this help.

            EXIT STATUS: 0 ok, 1 a benchmark failed, 2 bad input.

            """)
    }

    func testMergeHelp() {
        XCTAssertEqual(MergeCommand.help, """
            Join the summary files of the shards of one run, and their samples files when every
            shard has one beside it (NAME.samples.csv).

            USAGE: layout-bench merge A.csv B.csv … --output ALL.csv

            Refuses files with different columns, shards of different commits, and a benchmark
            present in two shards, with one line naming the files.

            OPTIONS:
              --output DIR/NAME.csv       The merged summary (samples go to DIR/NAME.samples.csv).
              --help, -h                  Show this help.

            EXIT STATUS: 0 merged, 2 bad input (missing or malformed file, refused merge).

            """)
    }

    func testListHelp() {
        XCTAssertTrue(ListCommand.help.hasPrefix("List benchmarks: name, workload, variant, n, smallest suite, phases.\n\nUSAGE: layout-bench list [options]\n"))
    }
}
