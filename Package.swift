// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: layout-bench → LayoutBenchmarks → (Harness, Layout);
// Layout → Cassowary; Harness → CJemalloc. No outside Swift packages.
let checks: [SwiftSetting] = [.define("LAYOUTBENCH_CHECKS", .when(configuration: .debug))]

let package = Package(
    name: "LayoutBench",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Harness", targets: ["Harness"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        .target(name: "Cassowary", swiftSettings: checks),
        .target(name: "Layout", dependencies: ["Cassowary"], exclude: ["PRIORITIES.md"], swiftSettings: checks),
        .target(name: "Harness", dependencies: ["CJemalloc"]),
        // Callgrind's client requests for `profile --instructions` (no-ops without valgrind's headers).
        .target(name: "CCallgrind"),
        .target(name: "LayoutBenchmarks", dependencies: ["Harness", "Cassowary", "Layout", "CCallgrind"], path: "Benchmarks/LayoutBenchmarks"),
        .executableTarget(name: "layout-bench", dependencies: ["Harness", "LayoutBenchmarks"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], swiftSettings: checks),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Cassowary"], swiftSettings: checks),
        .testTarget(name: "HarnessTests", dependencies: ["Harness"]),
        .testTarget(name: "LayoutBenchmarksTests", dependencies: ["LayoutBenchmarks", "Harness", "Cassowary"]),
    ]
)
