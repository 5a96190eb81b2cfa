// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: layout-bench → LayoutBenchCLI → (Peers, LayoutBenchmarks, Harness,
// InterfaceBuilder); Peers → LayoutBenchmarks → (Harness, Layout, Csys, InterfaceBuilder);
// InterfaceBuilder → Layout → Cassowary; Csys → Cassowary;
// Harness → (CJemalloc, CHarness). No outside Swift packages.
let checks: [SwiftSetting] = [.define("LAYOUTBENCH_CHECKS", .when(configuration: .debug))]

let package = Package(
    name: "LayoutBench",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        // The csys text format: reader, writer, program and timed replay, above the solver.
        .library(name: "Csys", targets: ["Csys"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "Harness", targets: ["Harness"]),
        // Every command and its table, for `layout-bench` and for a package's own benchmark tool.
        .library(name: "LayoutBenchCLI", targets: ["LayoutBenchCLI"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        .target(name: "Cassowary", swiftSettings: checks),
        .target(name: "Csys", dependencies: ["Cassowary"], swiftSettings: checks),
        .target(name: "Layout", dependencies: ["Cassowary"], exclude: ["PRIORITIES.md"], swiftSettings: checks),
        // Storyboards and XIBs read into the layout layer and compared with Xcode's frames.
        .target(name: "InterfaceBuilder", dependencies: ["Layout", "Cassowary"]),
        .target(name: "Harness", dependencies: ["CJemalloc", "CHarness"]),
        // The harness's C: callgrind's client requests for `profile --instructions` (no-ops
        // without valgrind's headers) and the black hole's empty asm.
        .target(name: "CHarness"),
        .target(name: "LayoutBenchmarks", dependencies: ["Harness", "Cassowary", "Csys", "Layout", "InterfaceBuilder"],
                path: "Benchmarks/LayoutBenchmarks"),
        // This solver against Kiwi and cassowary-rs: the replayers' processes, results and table.
        .target(name: "Peers", dependencies: ["Harness", "Cassowary", "Csys", "LayoutBenchmarks"]),
        .target(name: "LayoutBenchCLI", dependencies: ["Harness", "Cassowary", "Csys", "Layout", "LayoutBenchmarks", "Peers", "InterfaceBuilder"]),
        .executableTarget(name: "layout-bench", dependencies: ["LayoutBenchCLI", "LayoutBenchmarks"]),
        // The solver's tests read csys files too (the rounding cases, the fuzzed reader and solver).
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "Csys"], swiftSettings: checks),
        .testTarget(name: "CsysTests", dependencies: ["Csys", "Cassowary"],
                    exclude: ["Fixtures"],   // csys files of lp-check's generator, read by the tests
                    swiftSettings: checks),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Cassowary"], swiftSettings: checks),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Layout"],
                    exclude: ["Fixtures"]),   // IB documents written for the tests, frames by hand
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "HarnessFixtures"]),
        // Results files and registries made up for the tests of the harness and of the CLI.
        .target(name: "HarnessFixtures", dependencies: ["Harness"], path: "Tests/HarnessFixtures"),
        .testTarget(name: "LayoutBenchmarksTests", dependencies: ["LayoutBenchmarks", "Harness", "Cassowary", "Csys", "InterfaceBuilder"]),
        .testTarget(name: "PeersTests", dependencies: ["Peers", "Harness", "LayoutBenchmarks", "Cassowary", "Csys"]),
        .testTarget(name: "LayoutBenchCLITests",
                    dependencies: ["LayoutBenchCLI", "Harness", "HarnessFixtures", "LayoutBenchmarks", "Peers", "Cassowary", "Csys"],
                    exclude: ["Help"]),   // golden help texts, read by HelpTests
    ]
)
