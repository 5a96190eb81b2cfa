import Harness

/// `layout-bench ab-worker`: the process `ab` talks to (see ``ABWorker``).
public enum ABWorkerCommand: Command {
    public static let name = "ab-worker"
    public static let summary = "Serve 'ab': one iteration of a benchmark per request on stdin."
    public static let help = """
        The worker 'layout-bench ab' starts for each build: it reads requests on stdin ('list',
        'run NAME', 'quit') and answers each on stdout ('run' with one iteration's samples).
        Not for use by hand; see 'layout-bench ab --help'.

        USAGE: layout-bench ab-worker

        """

    /// Serves requests until the end of stdin or `quit`.
    ///
    /// - Throws: ``CLIError`` for any argument (it takes none).
    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        if let token = try arguments.next() {
            switch token {
            case .positional(let argument): throw .unexpectedArgument(argument, command: name)
            case .flag(let flag): throw .unknownFlag(flag, command: name)
            }
        }
        var worker = ABWorker(registry: environment.registry)
        worker.serve(readLine: { Swift.readLine() }, write: environment.console.out)
        return .ok
    }
}
