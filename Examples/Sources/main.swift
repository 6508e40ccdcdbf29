// nib-examples: the seeds' custom views, built on Linux by NibKit's headless face, printed as trees.
//
//   swift run nib-examples
import Foundation
import NibHeadless
import NibModel

let nibs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Nibs").path
var registry = ClassRegistry.standard
for type in [
    CaptionableImageView.self, ColorView.self, SwatchCard.self, BadgeCell.self, GalleryViewController.self,
    DemoController.self, EncapsulatedViewOwner.self, DecoupledView.self, NoteCell.self,
] as [NibObject.Type] {
    registry.register(type)
}
// Set once, at startup: every view, storyboard and cell below loads in this environment.
NibEnvironment.default = NibEnvironment(library: NibLibrary(searchDirectories: [nibs], registry: registry))

func tree(_ view: View, depth: Int = 1) -> String {
    let frame = view.frame
    var line =
        String(repeating: "  ", count: depth)
        + "\(type(of: view)) (\(frame.x), \(frame.y); \(frame.width) × \(frame.height))"
    if let label = view as? Label, let text = label.text { line += " \"\(text)\"" }
    if let button = view as? Button, let title = button.title() { line += " [\(title)]" }
    if !view.constraints.isEmpty { line += " constraints: \(view.constraints.count)" }
    return ([line] + view.subviews.map { tree($0, depth: depth + 1) }).joined(separator: "\n")
}

func section(_ title: String, _ body: () throws -> String) {
    print("== \(title)")
    do {
        print(try body())
    } catch {
        print("  error: \(error)")
    }
    print()
}

section("CaptionableImageView, from code (seed 000)") {
    let view = ProgrammaticCaptionableImageView(frame: Rect(x: 0, y: 0, width: 320, height: 240))
    view.caption = "From code"
    return tree(view)
}
section("CaptionableImageView, from its nib, embedded content view (seed 000)") {
    let view = CaptionableImageView(frame: .zero)
    return tree(view)
        + "\n  outlets: contentView=\(view.contentView != nil) imageView=\(view.imageView?.imageName ?? "-") captionLabel=\(view.captionLabel?.text ?? "-")"
}
section("TwoLabels: equal widths and H:|-[left]-[right]-|, laid out on Linux (seed 002)") {
    let view = TwoLabels(frame: Rect(x: 0, y: 0, width: 320, height: 61))
    let system = view.layoutIfNeeded()
    return tree(view)
        + "\n  broken constraints: \(system.brokenConstraints.count), ambiguous views: \(system.ambiguousItems.count)"
}
section("ColorView, reparented content (seed 003)") {
    tree(ColorView(frame: .zero))
}
section("Gallery.storyboard: both views embedded, outer frames win") {
    let storyboard = try Storyboard(name: "Gallery")
    let gallery = try storyboard.instantiateViewController(withIdentifier: "Gallery") as! GalleryViewController
    let button = gallery.view?.subviews.compactMap { $0 as? Button }.first
    button?.sendActions(for: "touchUpInside")
    return tree(gallery.view!)
        + "\n  caption runtime attribute: \(gallery.captionView?.caption ?? "-"), shuffles after one tap: \(gallery.shuffleCount)"
        + "\n  safe area: \(gallery.view!.safeAreaInsets.top) pt from the top (status bar and navigation bar)"
}
section("Notes.storyboard: each dequeue a fresh copy of the prototype cell, sized by its text") {
    let notes = try Storyboard(name: "Notes").instantiateViewController(withIdentifier: "Notes")
    let table = notes.view as! TableView
    let texts = ["Milk", "Call the bakery about the order for Saturday, and ask whether they can deliver before ten"]
    return try texts.map { text in
        let cell = try table.dequeueReusableCell(withIdentifier: "Note") as! NoteCell
        cell.titleLabel?.text = text
        let size = cell.systemLayoutSizeFitting(width: 393)
        return "  NoteCell \"\(text.prefix(20))\": \(size.width) × \(size.height)"
    }.joined(separator: "\n")
}
section("Nested.storyboard: SwatchCard embeds ColorView, two nib levels deep") {
    let nib = try NibEnvironment.current.instantiate("Nested", owner: nil)
    let controller = nib.topLevelObjects.compactMap { $0 as? ViewController }.first!
    return tree(controller.view!)
}
section("Seed 004 — five approaches") {
    let controller = DemoController()
    controller.view = View(frame: Rect(x: 0, y: 0, width: 393, height: 852))
    let plain = try controller.showPlainView()
    let referenced = try controller.showReferencedView()
    let connected = try controller.showConnectedActionsView()
    (connected?.subviews.first as? Button)?.sendActions(for: "touchUpInside")
    let encapsulated = try EncapsulatedViewOwner.present(in: controller, title: "Encapsulated!")
    let decoupled = try DecoupledView.loadFromNib()
    let listener = DecoupledListener()
    decoupled.delegate = listener
    (decoupled.subviews.first as? Button)?.sendActions(for: "touchUpInside")
    return [
        "  1 plain: \(type(of: plain)) at (\(plain.frame.x), \(plain.frame.y))",
        "  2 referenced: \(referenced.map { "\(type(of: $0)) \($0.frame.width) × \($0.frame.height)" } ?? "none")",
        "  3 connected actions: button tapped, controller received \(controller.touches) action(s)",
        "  4 encapsulated: \"\(encapsulated.titleLabel?.text ?? "-")\" in the controller's view: \(encapsulated.view?.superview === controller.view)",
        "  5 decoupled: delegate told \(listener.finished) time(s)",
        tree(controller.view!),
    ].joined(separator: "\n")
}
section("BadgeCell, registered and dequeued from its nib") {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    table.register(cellType: BadgeCell.self)
    let cell = try table.dequeueReusableCell(cellType: BadgeCell.self)
    cell.badgeLabel?.text = "12"
    return tree(cell)
}
