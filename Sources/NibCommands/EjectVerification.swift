import Foundation
import NibEject
import NibHeadless
import NibLayout
import NibModel

/// `nib eject --verify`: builds the ejected code in a temporary package (``EjectHarness``), runs it, and compares
/// every view's frame with the document's own layout (the nib instantiated headlessly and laid out at its design
/// size by the same engine).
struct EjectVerification {
    /// The tolerance on each edge, in points.
    static let tolerance = 0.5

    /// The outcome of one batch: per document, the views compared and those within the tolerance.
    struct Outcome {
        var views = 0
        var same = 0
        var differences: [String] = []
        var verifiedDocuments = 0
    }

    let harness: EjectHarness
    /// The longest the build may take, in seconds.
    var buildTimeLimit: Double = 1800
    /// The longest the built program may take to lay the classes out, in seconds.
    var runTimeLimit: Double = 120

    /// Builds and runs the harness for `entries`; throws the build's errors, or when `swift` is missing.
    func run(_ entries: [EjectHarness.Entry]) throws(EjectVerifyError) -> Outcome {
        guard let swift = RenderCommand.executable(named: "swift") else { throw .noSwift }
        let references = entries.map(Self.reference)
        // Documents reuse ids (Xcode's templates give every first scene's view 8bC-Xf-vdC): by document, then id.
        var roots: [String: RootPlacement] = [:]
        for (index, reference) in references.enumerated() {
            for (id, placement) in reference.roots { roots[EjectHarness.rootKey(entry: index, id: id)] = placement }
        }
        do { try harness.write(entries, roots: roots) } catch { throw .cannotWrite(harness.folder, "\(error)") }
        let build = UntrustedProcess.run(swift, ["build", "--package-path", harness.folder], timeLimit: buildTimeLimit)
        guard !build.timedOut else { throw .timedOut("the build", buildTimeLimit) }
        guard build.status == 0 else {
            var seen = Set<Substring>()
            let errors = build.output.split(separator: "\n").filter {
                $0.contains(": error:") && !$0.contains("`-") && seen.insert($0).inserted
            }.prefix(20)
            throw .buildFailed(errors.isEmpty ? String(build.output.suffix(2000)) : errors.joined(separator: "\n"))
        }
        let ran = UntrustedProcess.run(harness.folder + "/.build/debug/EjectVerify", [], timeLimit: runTimeLimit)
        guard !ran.timedOut else { throw .timedOut("laying the classes out", runTimeLimit) }
        guard ran.status == 0 else { throw .runFailed(String(ran.output.suffix(2000))) }
        var outcome = Outcome()
        var measured: [Int: [String: [String: [Double]]]] = [:]
        for line in ran.output.split(separator: "\n") {
            guard let data = line.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let entry = object["entry"] as? Int, let name = object["class"] as? String,
                let frames = object["frames"] as? [String: [Double]]
            else { continue }
            measured[entry, default: [:]][name] = frames
        }
        for (index, entry) in entries.enumerated() {
            compare(entry, reference: references[index].frames, measured: measured[index] ?? [:], into: &outcome)
        }
        return outcome
    }

    /// Compares one document's classes with its headless layout.
    private func compare(
        _ entry: EjectHarness.Entry, reference: [String: [Double]], measured: [String: [String: [Double]]],
        into outcome: inout Outcome
    ) {
        var allSame = true
        for file in entry.files {
            let frames = measured[file.className]
            for (name, id) in file.viewProperties.sorted(by: { $0.key < $1.key }) {
                outcome.views += 1
                guard let expected = reference[id], let got = frames?[name], got.count == 4 else {
                    allSame = false
                    outcome.differences.append("\(entry.path): \(file.className).\(name): not laid out")
                    continue
                }
                if zip(expected, got).allSatisfy({ abs($0 - $1) <= Self.tolerance }) {
                    outcome.same += 1
                } else {
                    allSame = false
                    let element = entry.document.object(withID: id)?.element.rawValue ?? "view"
                    outcome.differences.append(
                        "\(entry.path): \(file.className).\(name) (\(element)): \(Self.text(got)) in code, "
                            + "\(Self.text(expected)) in the document")
                }
            }
        }
        if allSame { outcome.verifiedDocuments += 1 }
    }

    /// The document's views' frames in their root's coordinates, by id, and where each root sits (its safe area
    /// and margins as a view controller's root view on the design device): the nib instantiated headlessly (a
    /// storyboard's prototype cell as the nib of its own it is), each root laid out at its design size.
    static func reference(_ entry: EjectHarness.Entry) -> (frames: [String: [Double]], roots: [String: RootPlacement]) {
        let instantiator = NibInstantiator(document: entry.document, name: entry.path)
        guard let nib = try? instantiator.instantiate(owner: nil) else { return ([:], [:]) }
        var frames: [String: [Double]] = [:]
        var roots: [String: RootPlacement] = [:]
        let tables = CellContentMargins.tables(in: entry.document)
        for file in entry.files {
            var nib = nib
            if nib.objectsByID[file.rootID] == nil, let cell = entry.document.object(withID: file.rootID),
                let prototype = try? instantiator.instantiate(prototype: cell)
            {
                nib = prototype
            }
            guard let root = nib.objectsByID[file.rootID] as? View else { continue }
            root.layoutIfNeeded()
            var placement = RootPlacement(safeArea: root.safeAreaInsets, margins: root.layoutMargins)
            // The margins a table gives its prototype cells' content views (wider in grouped tables) are the
            // table's, not the cell class's: the cell is given them, unless the document sets them (which the class
            // then does). A nib's cell has no table; its class makes its margins as the nib's.
            if let cell = root as? TableViewCell, !(cell is CollectionViewCell), tables[file.rootID] != nil,
                entry.document.object(withID: file.rootID)?.child(forKey: "contentView")?.view?.layoutMargins == nil
            {
                placement.contentMargins = cell.contentView.layoutMargins
            }
            roots[file.rootID] = placement
            for id in file.viewProperties.values {
                guard let view = nib.objectsByID[id] as? View else { continue }
                var x = view.frame.x
                var y = view.frame.y
                var parent = view.superview
                while let next = parent, next !== root {
                    x += next.frame.x
                    y += next.frame.y
                    parent = next.superview
                }
                frames[id] = [x, y, view.frame.width, view.frame.height]
            }
        }
        return (frames, roots)
    }

    static func text(_ frame: [Double]) -> String {
        "(" + frame.map { SwiftNumber.text($0) }.joined(separator: ", ") + ")"
    }

}

/// Numbers as reports print them.
enum SwiftNumber {
    static func text(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// Why `--verify` could not verify.
enum EjectVerifyError: Error, CustomStringConvertible {
    case noSwift
    case cannotWrite(String, String)
    case buildFailed(String)
    case runFailed(String)
    case timedOut(String, Double)

    var description: String {
        switch self {
        case .noSwift: return "--verify needs the Swift toolchain: no 'swift' on PATH"
        case .cannotWrite(let folder, let why): return "cannot write the verification package in \(folder): \(why)"
        case .buildFailed(let errors): return "the ejected code does not build against NibUIKit:\n\(errors)"
        case .runFailed(let output): return "the ejected code failed when laid out:\n\(output)"
        case .timedOut(let what, let limit):
            return "\(what) took longer than \(SwiftNumber.text(limit)) s and was stopped with everything it started "
                + "(--verify-time-limit sets the build's limit)"
        }
    }
}

/// Where a document places a root view: the safe area and margins it has there (a view controller's root view gets its
/// device's), which the harness gives the ejected class too, as the view controller would.
struct RootPlacement {
    var safeArea: EdgeInsets
    var margins: EdgeInsets
    /// A table view cell's content view's margins, as its table gives them.
    var contentMargins: EdgeInsets?
}
