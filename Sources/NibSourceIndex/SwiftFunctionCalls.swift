import SwiftSyntax

/// Records the ``SourceFunction``s of a Swift file's classes, extensions and protocol extensions, each with what it
/// calls or reads on its own instance or type: `load()`, `self.load()`, `Self.nib`, `type(of: self).nibName`,
/// `super.init(coder:)`.
final class SwiftFunctionCalls: SwiftScopeVisitor {
    private(set) var found: [SourceFunction] = []
    /// The functions being read, innermost last, as indexes into ``found`` (nil for one outside a class or
    /// extension).
    private var open: [Int?] = []

    override func enterFunction() {
        guard let scope = functions.last, let type = scope.type, types.last?.mayBeClass == true,
            functions.count == 1
        else {
            open.append(nil)
            return
        }
        found.append(SourceFunction(type: type, name: scope.name, isStatic: scope.isStatic, location: scope.location))
        open.append(found.count - 1)
    }

    override func leaveFunction() { open.removeLast() }

    /// Adds `name` to the calls of the outermost function being read.
    private func record(_ name: String) {
        guard let index = open.first ?? nil, !found[index].calls.contains(name) else { return }
        found[index].calls.append(name)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = "(" + node.arguments.map { "\($0.label?.text ?? "_"):" }.joined() + ")"
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            record(reference.baseName.text + labels)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text + labels
            if base.is(SuperExprSyntax.self) {
                record("super." + name)
            } else if Self.isSelfOrItsType(base) {
                record(name)
            }
        }
        return .visitChildren
    }

    /// A member read on the object or its class: `Self.nib`, `self.nibName`.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base, Self.isSelfOrItsType(base), node.parent?.as(FunctionCallExprSyntax.self) == nil {
            record(node.declName.baseName.text)
        }
        return .visitChildren
    }
}
