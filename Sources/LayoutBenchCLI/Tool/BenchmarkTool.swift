import Foundation
import Harness

/// A benchmark tool's `main`: the process's arguments run against a registry and a command
/// table, with the real console, git metadata and results directory.
///
/// `layout-bench` is this with the suite's registry and ``CommandTable/layoutBench``; a package
/// that registers its own benchmarks gets the same commands in its own executable:
///
/// ```swift
/// import Harness
/// import LayoutBenchCLI
///
/// var registry = BenchmarkRegistry()
/// MyScreens.register(into: &registry)
/// exit(BenchmarkTool.run(name: "my-screens", summary: "my-screens: my app's screens.", registry: registry).rawValue)
/// ```
public enum BenchmarkTool {
    /// Runs the command line of this process and returns the status to exit with.
    ///
    /// - Parameters:
    ///   - name: the tool's name, as its users type it (in messages and help).
    ///   - summary: the first line of `--help`.
    ///   - registry: the benchmarks.
    ///   - commands: the command table (default ``CommandTable/standard``).
    ///   - benchmarkOnRequest: benchmarks made by name when the registry lacks them.
    public static func run(
        name: String, summary: String, registry: BenchmarkRegistry,
        commands: [any Command.Type] = CommandTable.standard,
        benchmarkOnRequest: @escaping (String) -> Benchmark? = { _ in nil },
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> ExitStatus {
        let environment = CommandEnvironment(
            registry: registry,
            console: Console(
                out: { FileHandle.standardOutput.write(Data($0.utf8)) },
                err: { FileHandle.standardError.write(Data($0.utf8)) }
            ),
            benchmarkOnRequest: benchmarkOnRequest,
            metadata: { RunMetadata.current(suite: $0.rawValue) }
        )
        let tool = CommandLineTool(name: name, summary: summary, commands: commands)
        return tool.run(arguments, in: environment)
    }
}
