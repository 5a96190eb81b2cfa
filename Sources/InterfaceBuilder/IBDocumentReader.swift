import Foundation

/// Reads a `.storyboard` or `.xib` into an ``IBDocument``: one scene per view controller's
/// root view and per top-level view of a XIB.
public enum IBDocumentReader {
    /// Reads the file at `path`.
    /// - Throws: ``IBError`` when the file cannot be opened, is not XML, or is not an IB document.
    public static func read(path: String) throws(IBError) -> IBDocument {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        return try read(data: data, name: URL(fileURLWithPath: path).lastPathComponent)
    }

    /// Reads a document's bytes; `name` is what rows call the file.
    /// - Throws: ``IBError/malformedXML(line:reason:)`` or ``IBError/notAnIBDocument(root:)``.
    public static func read(data: Data, name: String) throws(IBError) -> IBDocument {
        let root = try XMLNode.parse(data)
        guard root.name == "document" else { throw .notAnIBDocument(root: root.name) }
        var document = IBDocument(name: name)
        document.toolsVersion = root["toolsVersion"]
        document.scale = IBUndeclaredDevice.scale(toolsVersion: document.tools)
        let views = IBViewReader()
        if let type = root["type"], !type.contains("CocoaTouch") {
            views.findings.append("document type \(type) is not iOS (CocoaTouch): read as iOS")
        }
        if let device = root.child("device"), let id = device["id"] {
            let orientation = IBDevice.Orientation(rawValue: device["orientation"] ?? "portrait") ?? .portrait
            document.device = IBDevice.named(id, orientation: orientation)?.simulated(byTools: document.tools)
            document.scale = document.device?.scale ?? 2
            if document.device == nil {
                views.findings.append("unknown device \"\(id)\": root sizes from the stored frames, scale 2, no safe area")
            }
        }
        if let scenes = root.child("scenes") {
            let objects = scenes.children.filter { $0.name == "scene" }.flatMap { $0.child("objects")?.children ?? [] }
            let heights = IBBarHeights(device: document.device, toolsVersion: document.tools)
            let bars = IBBarInsets(objects, heights: heights)
            for object in objects {
                if let s = viewControllerScene(object, views, bars) { document.scenes.append(s) }
            }
        }
        for object in root.child("objects")?.children ?? [] {
            if let s = viewControllerScene(object, views, IBBarInsets([], heights: IBBarHeights())) {
                document.scenes.append(s)
            } else if IBViewReader.contentElements.contains(object.name) || IBViewReader.containerElements.contains(object.name) {
                let view = views.view(object)
                let name = object["userLabel"] ?? object["customClass"] ?? view.id
                document.scenes.append(IBScene(name: name, root: view, isViewControllerRoot: false))
            }
        }
        document.findings = views.findings
        return document
    }

    /// The scene of a view controller element (any element with a `<… key="view">` child),
    /// with the bars it simulates; nil for anything else.
    private static func viewControllerScene(_ node: XMLNode, _ views: IBViewReader, _ bars: IBBarInsets) -> IBScene? {
        guard node.name.hasSuffix("Controller"),
              let viewNode = node.children.first(where: { $0["key"] == "view" }) else { return nil }
        var root = views.view(viewNode)
        for guide in node.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
            if let type = guide["type"], let id = guide["id"] { root.guides[type] = id }
        }
        let name = node["title"] ?? node["customClass"] ?? node["userLabel"] ?? node["id"] ?? root.id
        var scene = IBScene(name: name, root: root, isViewControllerRoot: true)
        scene.barInsets = bars.insets(of: node)
        scene.opaqueBars = bars.opaqueBars(of: node)
        scene.isFreeform = node.children.contains { $0.name == "freeformSimulatedSizeMetrics" }
        return scene
    }
}
