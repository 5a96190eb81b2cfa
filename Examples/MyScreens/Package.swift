// swift-tools-version:6.0
import PackageDescription

// An app's own screens, benchmarked with LayoutBench: the screens register their benchmarks
// with the harness, and the `my-screens` executable hands them to the same CLI as
// `layout-bench` (run, compare, gate, ab, history, report, profile …).
let package = Package(
    name: "MyScreens",
    dependencies: [
        // In an app: .package(url: "https://…/LayoutBench.git", from: "1.0.0").
        .package(name: "LayoutBench", path: "../.."),
    ],
    targets: [
        .target(name: "MyScreens", dependencies: [
            .product(name: "Layout", package: "LayoutBench"),
            .product(name: "Harness", package: "LayoutBench"),
        ]),
        .executableTarget(name: "my-screens", dependencies: [
            "MyScreens",
            .product(name: "LayoutBenchCLI", package: "LayoutBench"),
        ]),
        .testTarget(name: "MyScreensTests", dependencies: [
            "MyScreens",
            .product(name: "Layout", package: "LayoutBench"),
            .product(name: "LayoutBenchCLI", package: "LayoutBench"),
        ]),
    ]
)
