import Foundation
import Harness
import LayoutBenchmarks

var registry = BenchmarkRegistry()
Suite.register(into: &registry)

let environment = CommandEnvironment(
    registry: registry,
    console: Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) }
    ),
    metadata: { RunMetadata.current(suite: $0.rawValue) }
)
let status = Commands.tool.run(Array(CommandLine.arguments.dropFirst()), in: environment)
exit(status.rawValue)
