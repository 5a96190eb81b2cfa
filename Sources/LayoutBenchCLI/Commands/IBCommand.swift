import Cassowary
import Csys
import Foundation
import Harness
import InterfaceBuilder
import Layout
import LayoutBenchmarks

/// `layout-bench ib FILE|FOLDER [--format text|csv|json]`: solves every scene of storyboards
/// and XIBs in the layout layer and compares each view's frame with the one Xcode stored.
public enum IBCommand: Command {
    public static let name = "ib"
    public static let repeatableFlags: Set<String> = ["--intrinsic"]
    public static let summary = "Solve Interface Builder files and compare with Xcode's stored frames."
    public static let help = """
        Read .storyboard and .xib files (a file, or every one under a folder), solve each scene
        (a view controller's view, a XIB's top-level view) in the layout layer on the document's
        device, and compare each view's frame, snapped to the device's pixel grid, with the frame
        Xcode stored. Content views (labels, buttons, switches, ...) take their stored frame as
        their intrinsic size: no fonts are measured. Views IB flags misplaced or ambiguous are
        reported apart. Rules: docs/interface-builder.md.

        USAGE: layout-bench ib FILE|FOLDER [--format text|csv|json] [--intrinsic ID=W,H ...]
               layout-bench ib FILE --csys SCENE [--levels]

        OPTIONS:
          --format text|csv|json      Output format (default text). csv columns: file, scene,
                                      id, class, label, x, y, width, height, stored_x, stored_y,
                                      stored_width, stored_height, flag (match, differs,
                                      misplaced, ambiguous, hidden, no-stored-frame); with csv
                                      and json, findings and diagnostics go to stderr.
          --intrinsic ID=W,H          The intrinsic size of the view of IB id ID, in place of
                                      its stored frame's (repeatable; -1 for none in a
                                      dimension).
          --csys SCENE                Print the csys program of one scene of FILE instead (its
                                      name as the report gives it): build, first layout, the
                                      root turned and back, x lines of every view's size; for
                                      replay and the peer solvers.
          --levels                    With --csys: keep the layer's exact priority levels
                                      (STRENGTH@LEVEL), which only this solver replays.
          --help, -h                  Show this help.

        EXIT STATUS: 0 every file was read (differences are findings), 2 a file cannot be read
        or is not an Interface Builder document (the others are still reported).

        """

    /// The formats of the report.
    public enum Format: String, CaseIterable, Sendable { case text, csv, json }

    /// The CSV columns, one row per view.
    public static let columns = ["file", "scene", "id", "class", "label", "x", "y", "width", "height",
                                 "stored_x", "stored_y", "stored_width", "stored_height", "flag"]

    public static func run(_ arguments: inout ArgumentCursor, in environment: CommandEnvironment) throws(CLIError) -> ExitStatus {
        var path: String?
        var format = Format.text
        var csysScene: String?
        var levels = false
        var intrinsicSizes: [String: Size] = [:]
        while let token = try arguments.next() {
            switch token {
            case .positional(let argument):
                guard path == nil else { throw .unexpectedArgument(argument, command: name) }
                path = argument
            case .flag("--format"):
                format = try arguments.choice(for: "--format", Format.self)
            case .flag("--csys"):
                csysScene = try arguments.value(for: "--csys")
            case .flag("--levels"):
                levels = true
            case .flag("--intrinsic"):
                let (id, size) = try arguments.value(for: "--intrinsic", expected: "ID=WIDTH,HEIGHT", intrinsicSize)
                intrinsicSizes[id] = size
            case .flag(let flag):
                throw .unknownFlag(flag, command: name)
            }
        }
        guard let path else { throw .missingArgument("FILE or FOLDER", command: name) }
        if let csysScene {
            environment.console.out(try csys(of: csysScene, in: path, levels: levels))
            return .ok
        }
        if levels { throw .missingArgument("--csys SCENE with --levels", command: name) }
        let files = try documents(at: path)
        var output = IBReportOutput(format: format)
        var status = ExitStatus.ok
        for file in files {
            do {
                let document = try IBDocumentReader.read(path: file)
                output.add(document, IBFrameComparison.compare(document, intrinsicSizes: intrinsicSizes))
            } catch {
                environment.console.err("\(file): \(error)\n")
                status = .badInput
            }
        }
        environment.console.out(output.text)
        if !output.notes.isEmpty { environment.console.err(output.notes.joined()) }
        return status
    }

    /// `ID=W,H` as an id and a size; nil when it is not of that form or a number is not finite.
    static func intrinsicSize(_ text: String) -> (String, Size)? {
        let parts = text.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        let fields = parts[1].split(separator: ",", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { Double($0) }.filter(\.isFinite)
        guard fields.count == 2, numbers.count == 2 else { return nil }
        return (String(parts[0]), Size(width: numbers[0], height: numbers[1]))
    }

    /// The csys text of the scene named `scene` of the document at `path` (with `levels`, its
    /// exact priority levels kept).
    static func csys(of scene: String, in path: String, levels: Bool = false) throws(CLIError) -> String {
        let document: IBDocument
        do {
            document = try IBDocumentReader.read(path: path)
        } catch {
            throw .interfaceBuilder(path, reason: error.description)
        }
        guard let match = document.scenes.first(where: { $0.name == scene }) else {
            throw .interfaceBuilder(path, reason: "no scene '\(scene)' (scenes: \(document.scenes.map(\.name).joined(separator: ", ")))")
        }
        let program: CsysDocument?
        do {
            program = try IBSuite.csys(match, in: document, levels: levels)
        } catch {
            throw .interfaceBuilder(path, reason: "scene '\(scene)': \(error)")
        }
        guard let program else {
            throw .interfaceBuilder(path, reason: "scene '\(scene)' has no size (no stored root frame, no known device)")
        }
        return CsysWriter.text(of: program)
    }

    /// `path` itself, or every `.storyboard` and `.xib` under it, sorted.
    static func documents(at path: String) throws(CLIError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .interfaceBuilder(path, reason: "no such file or folder")
        }
        guard isDirectory.boolValue else { return [path] }
        let root = URL(fileURLWithPath: path)
        let files = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
            .sorted()
            .map { root.appendingPathComponent($0).path }
        guard !files.isEmpty else { throw .interfaceBuilder(path, reason: "no .storyboard or .xib file in it") }
        return files
    }
}
