import NibModel

extension Ejector {
    /// The files of an AppKit document: one `NSView` subclass per top-level view.
    func ejectAppKit(_ document: IBDocument, path: String) throws -> [EjectedFile] {
        let roots = document.topLevelObjects.filter { $0.view != nil && AppKitClasses.row(for: $0.element) != nil }
        guard !roots.isEmpty else {
            throw EjectError(file: path, line: document.header.location.line, message: EjectError.noViews)
        }
        var used = Set<String>()
        return roots.map { root in
            let name = className(
                of: EjectRoot(object: root, owner: document.filesOwner, isSceneView: false), path: path, taken: used)
            used.insert(name)
            var writer = AppKitClassWriter(
                document: document, root: root, className: name, path: path, options: options)
            var file = writer.write()
            file.warnings += classNameWarnings(of: root, path: path, className: file.className)
            return file
        }
    }
}
