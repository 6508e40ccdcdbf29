import NibModel

/// Everything the headless runtime does with a document, run in one go for the fuzzer and the regression tests that
/// replay what it found: instantiating it, laying out every top-level view, view controller's view and window's
/// content view, dequeuing a copy of every prototype cell and laying it out, and instantiating each storyboard scene
/// on its own.
@_spi(Fuzzing)
public enum DocumentExercise {
    /// Runs the document through the runtime; returns a count derived from what it made (so that nothing is
    /// optimized away). Errors the runtime reports are part of the result, not failures.
    public static func run(_ document: IBDocument) -> Int {
        var count = 0
        func layOut(_ objects: [NibObject]) {
            for object in objects {
                guard let view = object.rootView else { continue }
                count += view.layoutIfNeeded().brokenConstraints.count + 1
            }
        }
        var externals: [String: NibObject] = [:]
        for placeholder in document.placeholders {
            if case .external(let identifier) = placeholder.placeholder { externals[identifier] = StandInOwner() }
        }
        // One set of facts for the whole document, as a storyboard's scenes share them.
        let environment = NibEnvironment.current
        let facts = DocumentFacts(document: document, textMeasure: environment.textMeasure)
        do {
            let nib = try NibInstantiator(
                facts: facts, name: "exercise", registry: .standard, environment: environment
            ).instantiate(owner: StandInOwner(), externalObjects: externals)
            layOut(nib.topLevelObjects)
            for id in nib.objectsByID.keys.sorted() {
                guard let dequeuing = nib.objectsByID[id] as? CellDequeuing else { continue }
                layOut(try dequeuing.reuseIdentifiers.map { try dequeuing.dequeueCell(withReuseIdentifier: $0) })
            }
            for scene in document.scenes {
                let instantiator = NibInstantiator(
                    facts: facts, name: "exercise", registry: .standard, environment: environment)
                layOut(try instantiator.instantiate(scene: scene).topLevelObjects)
            }
        } catch {
            count += "\(error)".utf8.count
        }
        return count
    }
}
