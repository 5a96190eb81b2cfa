/// The tool: finds the command named by the first argument and runs it; prints help for
/// `--help` (anywhere before `--`) and one line for every error.
public struct CommandLineTool {
    /// The tool's name, as typed.
    public var name: String
    /// One paragraph on what the tool is.
    public var summary: String
    /// The commands, in the order `--help` lists them.
    public var commands: [any Command.Type]

    /// Makes a tool from its command table.
    public init(name: String, summary: String, commands: [any Command.Type]) {
        self.name = name
        self.summary = summary
        self.commands = commands
    }

    /// The tool's help: usage and the list of commands.
    public var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count + 2) + command.summary
        }
        return """
            \(summary)

            USAGE: \(name) <command> [options]

            COMMANDS:
            \(lines.joined(separator: "\n"))

            Run '\(name) <command> --help' for a command's options.
            Exit status: 0 ok, 1 a regression or a failed benchmark, 2 bad input.

            """
    }

    /// A command's help, with this tool's name where the text says `layout-bench`.
    public func help(of command: any Command.Type) -> String {
        name == "layout-bench" ? command.help : command.help.replacingAll("layout-bench", with: name)
    }

    /// Runs the command line `arguments` (without the program name).
    ///
    /// - Returns: the status to exit with; errors have been printed to the console's stderr.
    public func run(_ arguments: [String], in environment: CommandEnvironment) -> ExitStatus {
        do {
            return try dispatch(arguments, in: environment)
        } catch {
            environment.console.err("\(name): error: \(error.message(tool: name))\n")
            return error.exitStatus
        }
    }

    private func dispatch(_ arguments: [String], in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        guard let first = arguments.first else { throw .missingCommand }
        if first == "--help" || first == "-h" || first == "help" {
            if arguments.count > 1, first == "help" {
                guard let command = command(named: arguments[1]) else { throw .unknownCommand(arguments[1]) }
                environment.console.out(help(of: command))
            } else {
                environment.console.out(help)
            }
            return .ok
        }
        guard let command = command(named: first) else { throw .unknownCommand(first) }
        let rest = Array(arguments.dropFirst())
        if Self.asksForHelp(rest) {
            environment.console.out(help(of: command))
            return .ok
        }
        var cursor = ArgumentCursor(rest, command: command.name, repeatable: command.repeatableFlags)
        return try command.run(&cursor, in: environment)
    }

    private func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// True when `--help` or `-h` comes before any `--`.
    private static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement` (without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
