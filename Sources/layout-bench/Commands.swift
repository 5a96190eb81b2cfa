import Harness
import LayoutBenchmarks

/// The subcommands of `layout-bench`. Adding one: a file `<Name>Command.swift` with a type
/// conforming to `Command`, and its line here.
enum Commands {
    static var all: [any Command.Type] {
        [
            RunCommand.self,
            ListCommand.self,
            MergeCommand.self,
            ExportCommand.self,
            ReplayCommand.self,
            PeersCommand.self,
            CompareCommand.self,
            GateCommand.self,
            BaselineCommand.self,
            ABCommand.self,
            HistoryCommand.self,
            ReportCommand.self,
            ProfileCommand.self,
        ]
    }

    static var tool: CommandLineTool {
        CommandLineTool(
            name: "layout-bench",
            summary: "layout-bench: benchmarks of the Cassowary solver and the layout layer.",
            commands: all
        )
    }
}
