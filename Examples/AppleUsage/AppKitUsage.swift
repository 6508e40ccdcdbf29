// An app's use of NibKit's AppKit face: every public API, as an app calls it. Not built by SwiftPM; type-checked by
// scripts/typecheck-apple.sh against the macOS SDK (Swift 6 mode).
#if canImport(AppKit) && !canImport(UIKit)
    import AppKit
    import NibKit

    final class InspectorPane: NibView {
        @IBOutlet var titleField: NSTextField!
        override class var nibContentMode: NibContentMode { .reparent }
        override func contentDidLoad() { titleField.stringValue = "Inspector" }
        override func awakeFromNib() {
            // AppKit also wakes File's Owner while the pane loads its own nib, before its content is in.
            guard !isLoadingNibContent else { return }
            super.awakeFromNib()
        }
        @IBAction func reset(_ sender: NSButton) {}
    }

    final class TokenControl: NSControl, NibContentLoading {
        override init(frame: NSRect) {
            super.init(frame: frame)
            try? loadNibContent()
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            try? loadNibContent()
        }
        func contentDidLoad() {}
    }

    final class StatusBadge: NSView, NibInstantiable {}
    final class FileCellView: NSTableCellView {}
    final class ThumbnailItem: NSCollectionViewItem {}
    final class PreferencesViewController: NSViewController, StoryboardInstantiable {
        static var storyboardName: String { "Preferences" }
    }

    @MainActor
    enum AppNibs {
        static func use(table: NSTableView, collection: NSCollectionView, at indexPath: IndexPath) throws {
            let pane = try NibFailure.throwing { InspectorPane(frame: .zero) }
            _ = (pane.loadedNibName, TokenControl(frame: .zero), try StatusBadge.loadFromNib())

            table.register(cellViewType: FileCellView.self)
            let cellView: FileCellView = table.makeView(owner: pane)
            _ = table.makeView(ofType: FileCellView.self, owner: nil, identifier: "file")

            collection.register(itemType: ThumbnailItem.self)
            let item: ThumbnailItem = collection.makeItem(for: indexPath)
            _ = (cellView, item)

            _ = try PreferencesViewController.instantiate()
            let loader = ContentLoader(host: AppKitViewTreeHost())
            loader.install(NSView(), into: NSView(), mode: .embed)
        }
    }
#endif
