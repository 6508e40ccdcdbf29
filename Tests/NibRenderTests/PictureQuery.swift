import Foundation
import NibDecoding
import NibRender
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Questions a test asks of a picture, as a reader of the SVG would: what a view's group draws and what text it
/// shows, by the view's id.
struct PictureQuery {
    /// One element of the SVG: its name, attributes, child elements and text.
    final class Node {
        let name: String
        let attributes: [String: String]
        var children: [Node] = []
        var text = ""

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        /// This element and every one below it, in document order.
        var all: [Node] { [self] + children.flatMap(\.all) }
    }

    let root: Node

    init(_ svg: String) throws {
        let reader = TreeReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "the SVG is not well-formed")
        root = try XCTUnwrap(reader.root)
    }

    /// The pictures of a document given as XML.
    static func pictures(of xml: String, file: String = "test.storyboard") throws -> [DocumentRenderer.Picture] {
        let result = DocumentDecoder().decode(xml, file: file)
        let document = try XCTUnwrap(result.document, "\(result.diagnostics)")
        return DocumentRenderer(document: document).render()
    }

    /// The groups whose attribute `name` is `value`.
    func groups(where name: String, is value: String) -> [Node] {
        root.all.filter { $0.name == "g" && $0.attributes[name] == value }
    }

    /// The group of the view `id`.
    func group(_ id: String) -> Node? { groups(where: "id", is: id).first }

    /// The text a group shows: the content of its text elements, in order.
    func texts(in node: Node) -> [String] {
        node.all.filter { $0.name == "text" }.map(\.text)
    }

    /// The value of `attribute` on the group of view `id`.
    func attribute(_ attribute: String, of id: String) -> String? {
        group(id)?.attributes[attribute]
    }

    /// Whether a view's group draws anything of its own (not its subviews').
    static func drawsItself(_ node: Node) -> Bool {
        let shapes: Set<String> = ["rect", "text", "path", "circle", "image", "use"]
        return node.children.contains { child in
            shapes.contains(child.name)
                || (child.name == "g" && child.attributes["data-element"] == nil && drawsItself(child))
        }
    }

    private final class TreeReader: NSObject, XMLParserDelegate {
        var root: Node?
        private var stack: [Node] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            let node = Node(name: elementName, attributes: attributeDict)
            stack.last?.children.append(node)
            if root == nil { root = node }
            stack.append(node)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
