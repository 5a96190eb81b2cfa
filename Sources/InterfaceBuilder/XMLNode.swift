import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML document: its name, attributes and child elements (text is not kept:
/// IB stores everything the layout needs in attributes).
final class XMLNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLNode] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name (and `key`, when given).
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Parses `data` into a tree.
    /// - Throws: ``IBError/malformedXML(line:reason:)`` with the parser's line and message.
    static func parse(_ data: Data) throws(IBError) -> XMLNode {
        let builder = XMLTreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        guard ok, let root = builder.root, builder.isComplete else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription }
                ?? (builder.root == nil ? "no root element" : "the document ends inside an element")
            throw .malformedXML(line: parser.lineNumber, reason: reason)
        }
        return root
    }
}

/// Builds the tree while XMLParser walks the document.
private final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLNode?
    private var stack: [XMLNode] = []
    /// Whether every element opened was closed.
    var isComplete: Bool { stack.isEmpty }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = XMLNode(name: elementName, attributes: attributeDict)
        if let parent = stack.last { parent.children.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }
}
