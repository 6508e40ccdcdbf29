import NibModel
import SwiftParser
import SwiftSyntax
import XCTest

/// The text hostile test documents put where code could run: any token of the ejected file that holds it, outside a
/// string literal, is the document's text become code.
let payloadMarker = "PWNED"

/// Asserts that `source` parses as Swift without errors, that the payload marker is nowhere in its code (only in
/// string literals and comments), that it holds no invisible control a reviewer cannot see, and that its top level
/// is imports and one type. Returns the names of the type's members, for the test to compare.
@discardableResult
func assertDocumentTextIsNotCode(
    _ source: String, file: StaticString = #filePath, line: UInt = #line
) -> [String] {
    let tree = Parser.parse(source: source)
    XCTAssertFalse(tree.hasError, "the ejected file does not parse:\n\(source)", file: file, line: line)
    for token in tree.tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .stringSegment: break
        case .identifier:
            // A name made from a label or a Storyboard ID keeps its letters (`xPWNED`); the payload's own code is
            // the bare marker.
            XCTAssertNotEqual(
                token.text, payloadMarker, "document text became code:\n\(source)", file: file, line: line)
        default:
            XCTAssertFalse(
                token.text.contains(payloadMarker), "document text became code: \(token.text)\n\(source)",
                file: file, line: line)
        }
        for piece in token.leadingTrivia + token.trailingTrivia {
            if case .blockComment(let text) = piece {
                XCTFail("a block comment holds document text: \(text)", file: file, line: line)
            }
        }
    }
    let invisible = source.unicodeScalars.filter { $0.isInvisibleControl && $0 != "\n" }.map(\.value)
    XCTAssertEqual(invisible, [], "invisible controls in the file:\n\(source)", file: file, line: line)
    var types: [DeclGroupSyntax] = []
    for item in tree.statements {
        switch item.item {
        case .decl(let decl):
            if decl.is(ImportDeclSyntax.self) || decl.is(IfConfigDeclSyntax.self) { continue }
            guard let group = decl.asProtocol(DeclGroupSyntax.self) else {
                XCTFail("a top-level declaration that is not a type: \(decl)", file: file, line: line)
                continue
            }
            types.append(group)
        default:
            XCTFail("a top-level statement: \(item)", file: file, line: line)
        }
    }
    XCTAssertEqual(types.count, 1, "one type per file:\n\(source)", file: file, line: line)
    return types.first.map(memberNames(of:)) ?? []
}

/// The names a type declares, `#if` branches included: properties, methods, `init`.
private func memberNames(of type: DeclGroupSyntax) -> [String] {
    var names: [String] = []
    func visit(_ members: MemberBlockItemListSyntax) {
        for member in members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                names += variable.bindings.map { $0.pattern.trimmedDescription }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                names.append(function.name.text)
            } else if member.decl.is(InitializerDeclSyntax.self) {
                names.append("init")
            } else if let condition = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in condition.clauses {
                    if case .decls(let inner)? = clause.elements { visit(inner) }
                }
            } else {
                names.append("unexpected \(member.decl.kind)")
            }
        }
    }
    visit(type.memberBlock.members)
    return names
}
