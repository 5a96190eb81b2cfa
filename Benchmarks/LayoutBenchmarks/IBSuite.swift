import Foundation
import Harness
import InterfaceBuilder
import Layout

/// A user's own Interface Builder files as benchmarks: every scene of every document becomes
/// `ib-<file>-<scene>/scene/<views>`, measuring the build, the first layout, a rotation to
/// landscape and back, a switch of the horizontal size class and back, and a change of the
/// content size category to AX3 (accessibility extra large) and back to the default, which
/// scales every label's, button's and text field's intrinsic size as the system font
/// (``IBSceneLayout/setContentSizeCategory(_:)``; the first change makes them follow it).
/// Content views take their stored frames as intrinsic sizes, as `layout-bench ib` does.
///
/// Not in the suite's own registry: a package's benchmark tool registers its files with
/// `IBSuite.register(paths:into:)`.
public enum IBSuite {
    static let phases: [Phase] = [.build, "layout", "rotate", "size-class", "content-size"]

    /// Registers the scenes of the documents at `paths` (files; read now) in `suite`.
    /// - Returns: one line per document that could not be read (its scenes are not registered).
    @discardableResult
    public static func register(paths: [String], suite: SuiteLevel = .smoke, into registry: inout BenchmarkRegistry) -> [String] {
        var failures: [String] = []
        for path in paths {
            let document: IBDocument
            do {
                document = try IBDocumentReader.read(path: path)
            } catch {
                failures.append("\(path): \(error)")
                continue
            }
            let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            var used: Set<String> = []
            for scene in document.scenes {
                guard scene.root.storedFrame != nil || document.device != nil else {
                    failures.append("\(path): scene \(scene.name) has no size (no stored root frame, no known device)")
                    continue
                }
                // Scenes of one file may share a name (two `ViewController`s): number the repeats.
                var name = workload(stem, scene.name)
                var k = 2
                while used.contains(name) { name = workload(stem, scene.name) + "-\(k)"; k += 1 }
                used.insert(name)
                registry.register(workload: name, variant: "scene", n: scene.root.allViews.count,
                                  suite: suite, phases: phases) { context in
                    guard let layout = context.measure(.build, { IBSceneLayout.build(scene, in: document) }) else { return }
                    try context.measure("layout") { try layout.engine.layoutIfNeeded() }
                    for landscape in [true, false] {
                        try context.measure("rotate") { try layout.rotate(toLandscape: landscape) }
                    }
                    for _ in 0..<2 {
                        try context.measure("size-class") { try layout.toggleHorizontalSizeClass() }
                    }
                    for category in [ContentSizeCategory.accessibilityExtraLarge, .large] {
                        try context.measure("content-size") { try layout.setContentSizeCategory(category) }
                    }
                    context.blackHole(layout.engine.root.subviews.first?.frame.width ?? 0)
                }
            }
        }
        return failures
    }

    /// `ib-<file>-<scene>` with anything but letters, digits and `-` made a `-` (a benchmark
    /// name's parts are separated by `/`).
    static func workload(_ file: String, _ scene: String) -> String {
        let raw = "ib-\(file)-\(scene)"
        return String(raw.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" ? Character($0) : "-" })
    }
}
