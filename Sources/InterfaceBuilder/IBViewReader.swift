import Cassowary
import Layout

/// Reads one view element and everything under it into ``IBView``s, collecting a finding for
/// each element or attribute it does not support.
final class IBViewReader {
    var findings: [String] = []

    /// Elements UIKit measures: they get an intrinsic size (IB's stored frame by default).
    static let contentElements: Set<String> = [
        "label", "button", "imageView", "textField", "switch", "slider", "segmentedControl",
        "activityIndicatorView", "progressView", "pageControl", "stepper", "datePicker", "pickerView",
        "searchBar", "navigationBar", "toolbar", "tabBar",
    ]
    /// Elements laid out by their constraints alone.
    static let containerElements: Set<String> = [
        "view", "scrollView", "tableView", "collectionView", "tableViewCell", "tableViewCellContentView",
        "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView", "containerView",
        "visualEffectView", "mapView", "wkWebView", "webView", "mtkView", "glkView", "arscnView",
        "sceneKitView", "skView", "textView", "stackView",
    ]
    /// Children of a view element that describe it and hold no view.
    private static let descriptive: Set<String> = [
        "rect", "autoresizingMask", "color", "fontDescription", "state", "string", "nil", "edgeInsets",
        "directionalEdgeInsets", "constraints", "subviews", "viewLayoutGuide", "variation", "userDefinedRuntimeAttributes",
        "accessibility", "connections", "textInputTraits", "inset", "size", "point", "segments", "gestureRecognizers",
        "imageReference", "attributedString", "buttonConfiguration", "preferredSymbolConfiguration", "backgroundConfiguration",
        "prototypes", "cells", "collectionViewFlowLayout", "collectionViewLayout", "blurEffect", "vibrancyEffect",
        "userDefinedRuntimeAttribute", "date", "locale", "mutableString", "freeformSimulatedSizeMetrics",
        "simulatedMetricsContainer", "navigationItem", "items", "tabBarItem", "barButtonItem", "point", "real",
        "integer", "boolean", "textAttributes", "offsetWrapper", "stepperConfiguration", "designables",
    ]
    /// Keyed view children that belong to their parent view (a cell's content view).
    private static let keyedSubviews: Set<String> = ["contentView", "backgroundView", "selectedBackgroundView", "tableHeaderView",
                                                     "tableFooterView"]

    /// The view of `node`, with its subviews and constraints.
    func view(_ node: XMLNode) -> IBView {
        let id = node["id"] ?? "?"
        var v = IBView(id: id, element: node.name, className: node["customClass"] ?? IBViewReader.uiKitClass(node.name))
        v.label = node["userLabel"] ?? node["text"] ?? node.child("state", key: "normal")?["title"]
            ?? node["placeholder"] ?? node["title"] ?? ""
        if IBViewReader.contentElements.contains(node.name) || (node.name == "textView" && node["scrollEnabled"] == "NO") {
            v.kind = .content
        } else if node.name == "stackView" {
            v.kind = .stack(stackAttributes(node))
        } else if !IBViewReader.containerElements.contains(node.name) {
            findings.append("unsupported view element <\(node.name)> (id \(id)): laid out as a plain view")
        }
        readFlags(node, into: &v)
        for child in node.children {
            switch child.name {
            case "rect" where child["key"] == "frame": v.storedFrame = rect(child)
            case "autoresizingMask": v.autoresizingMask = mask(child)
            case "edgeInsets" where child["key"] == "layoutMargins":
                v.layoutMargins = EdgeInsets(top: number(child, "top"), left: number(child, "left"),
                                             bottom: number(child, "bottom"), right: number(child, "right"))
            case "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
                v.layoutMargins = EdgeInsets(top: number(child, "top"), left: number(child, "leading"),
                                             bottom: number(child, "bottom"), right: number(child, "trailing"))
            case "fontDescription": v.fontSize = child["pointSize"].flatMap(Double.init)
            case "viewLayoutGuide": if let key = child["key"], let gid = child["id"] { v.guides[key] = gid }
            case "subviews": v.subviews += child.children.map { view($0) }
            case _ where child["key"].map(IBViewReader.keyedSubviews.contains) == true && isView(child):
                v.subviews.append(view(child))
            default: break
            }
        }
        if let list = node.child("constraints") {
            let isPlaceholder = { (c: XMLNode) in c["placeholder"] == "YES" }
            v.constraints = list.children.filter { !isPlaceholder($0) }.compactMap { constraint($0, holder: id) }
            v.placeholderConstraints = list.children.filter(isPlaceholder).compactMap { constraint($0, holder: id) }
        }
        applyVariations(node, to: &v)
        return v
    }

    private func isView(_ node: XMLNode) -> Bool {
        IBViewReader.contentElements.contains(node.name) || IBViewReader.containerElements.contains(node.name)
    }

    private func readFlags(_ node: XMLNode, into v: inout IBView) {
        v.misplaced = node["misplaced"] == "YES"
        v.ambiguous = node["ambiguous"] == "YES"
        v.isHidden = node["hidden"] == "YES"
        v.translatesAutoresizingMask = node["translatesAutoresizingMaskIntoConstraints"] != "NO"
        v.fixedFrame = node["fixedFrame"] == "YES"
        if node["placeholderIntrinsicWidth"] != nil || node["placeholderIntrinsicHeight"] != nil {
            func dimension(_ key: String) -> Double {
                guard let text = node[key], text != "infinite" else { return View.noIntrinsicMetric }
                return number(node, key)
            }
            v.placeholderIntrinsicSize = Size(width: dimension("placeholderIntrinsicWidth"),
                                              height: dimension("placeholderIntrinsicHeight"))
        }
        v.insetsLayoutMarginsFromSafeArea = node["insetsLayoutMarginsFromSafeArea"] != "NO"
        v.preservesSuperviewLayoutMargins = node["preservesSuperviewLayoutMargins"] == "YES"
        if let p = node["horizontalHuggingPriority"].flatMap(Double.init) { v.horizontalHugging = p }
        if let p = node["verticalHuggingPriority"].flatMap(Double.init) { v.verticalHugging = p }
        if let p = node["horizontalCompressionResistancePriority"].flatMap(Double.init) { v.horizontalCompression = p }
        if let p = node["verticalCompressionResistancePriority"].flatMap(Double.init) { v.verticalCompression = p }
    }

    /// `label` → `UILabel`, `wkWebView` → `WKWebView`, `mapView` → `MKMapView`.
    static func uiKitClass(_ element: String) -> String {
        switch element {
        case "wkWebView": return "WKWebView"
        case "mapView": return "MKMapView"
        default: return "UI" + element.prefix(1).uppercased() + element.dropFirst()
        }
    }

    func number(_ node: XMLNode, _ attribute: String) -> Double {
        guard let text = node[attribute] else { return 0 }
        guard let value = Double(text), value.isFinite else {
            findings.append("<\(node.name)> \(attribute)=\"\(text)\" is not a number: read as 0")
            return 0
        }
        return value
    }

    private func rect(_ node: XMLNode) -> Rect {
        Rect(x: number(node, "x"), y: number(node, "y"), width: number(node, "width"), height: number(node, "height"))
    }

    private func mask(_ node: XMLNode) -> IBAutoresizingMask {
        let names: [(String, IBAutoresizingMask)] = [
            ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
            ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
        ]
        var mask: IBAutoresizingMask = []
        for (name, bit) in names where node[name] == "YES" { mask.insert(bit) }
        return mask
    }

    private func stackAttributes(_ node: XMLNode) -> IBStackAttributes {
        var s = IBStackAttributes()
        if node["axis"] == "vertical" { s.axis = .vertical }
        switch node["distribution"] {
        case nil, "fill": break
        case "fillEqually": s.distribution = .fillEqually
        case "fillProportionally": s.distribution = .fillProportionally
        case "equalSpacing": s.distribution = .equalSpacing
        case "equalCentering": s.distribution = .equalCentering
        case let other?: findings.append("stackView \(node["id"] ?? "?"): unsupported distribution \"\(other)\": fill")
        }
        switch node["alignment"] {
        case nil, "fill": break
        case "top", "leading": s.alignment = .leading
        case "center": s.alignment = .center
        case "bottom", "trailing": s.alignment = .trailing
        case "firstBaseline": s.alignment = .firstBaseline
        case "lastBaseline", "baseline": s.alignment = .lastBaseline
        case let other?: findings.append("stackView \(node["id"] ?? "?"): unsupported alignment \"\(other)\": fill")
        }
        s.spacing = number(node, "spacing")
        s.isLayoutMarginsRelative = node["layoutMarginsRelativeArrangement"] == "YES"
        if node["baselineRelativeArrangement"] == "YES" {
            findings.append("stackView \(node["id"] ?? "?"): baselineRelativeArrangement not supported: spacing between frames")
        }
        return s
    }
}
