import Cassowary
import Csys
import Harness
import LayoutBenchmarks

/// `layout-bench export WORKLOAD --n N [--variant V]`: a workload's csys program on stdout.
public enum ExportCommand: Command {
    public static let name = "export"
    public static let summary = "Print a workload's constraint system as csys text."
    public static var help: String {
        """
        Print the csys program of a workload (docs/workloads.md): the build, the resize steps
        and the churn steps, with x checks of its check formula (in the tie families, pinned …
        chips, of the coordinates the lines fix). The real-screen families (feed …
        priorities) and chips take n in whole groups of views (cards, cells, toolbar,
        priorities and chips: multiples of 4; form: of 2).

        USAGE: layout-bench export WORKLOAD --n N [--variant V] [--levels]

        ARGUMENTS:
          WORKLOAD                    \(Workload.allCases.map(\.rawValue).joined(separator: "|"))

        OPTIONS:
          --n N                       Number of views below the root (≥ 1).
          --variant V                 How the workload is written: \(WorkloadVariants.names.joined(separator: "|")) (default solver).
          --levels                    Keep the layer's exact priority levels (STRENGTH@LEVEL; variants
                                      written with views: \(WorkloadVariants.leveledExporters.keys.sorted().joined(separator: "|"))).
                                      Only this solver replays them; the peers read Kiwi's weights.
          --help, -h                  Show this help.

        """
    }

    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var workload: Workload?
        var n: Int?
        var variant = "solver"
        var levels = false
        while let token = try arguments.next() {
            switch token {
            case .positional(let argument):
                guard workload == nil else { throw .unexpectedArgument(argument, command: name) }
                guard let w = Workload(rawValue: argument) else {
                    throw .unknownWorkload(argument, expected: Workload.allCases.map(\.rawValue))
                }
                workload = w
            case .flag("--n"):
                n = try arguments.integer(for: "--n", minimum: 1)
            case .flag("--variant"):
                variant = try arguments.value(for: "--variant")
            case .flag("--levels"):
                levels = true
            case .flag(let flag):
                throw .unknownFlag(flag, command: name)
            }
        }
        guard let workload else { throw .missingArgument("WORKLOAD", command: name) }
        guard let n else { throw .missingArgument("--n", command: name) }
        let exporters = levels ? WorkloadVariants.leveledExporters : WorkloadVariants.exporters
        guard let exporter = exporters[variant] else {
            // The solver variant is written in Kiwi's strengths: it has no levels to keep.
            throw .unknownVariant(variant, workload: levels ? "--levels" : nil, expected: exporters.keys.sorted())
        }
        do {
            environment.console.out(CsysWriter.text(of: try exporter(workload, n)))
        } catch {
            throw .csys("\(workload.rawValue) --variant \(variant)", reason: String(describing: error))
        }
        return .ok
    }
}
