// An app's use of NibKit's UIKit face: every public API, as an app calls it. Not built by SwiftPM; type-checked by
// scripts/typecheck-apple.sh against the iOS SDK (Swift 6 mode), so that the face stays usable as documented.
#if canImport(UIKit)
    import NibKit
    import UIKit

    /// Seed 000/003: a view whose class is File's Owner of its nib.
    final class ProfileCard: NibView {
        @IBOutlet var nameLabel: UILabel!
        @IBOutlet var avatarView: UIImageView!
        private(set) var taps = 0

        override class var nibName: String { "ProfileCard" }
        override class var nibBundle: Bundle? { .main }
        override class var nibContentMode: NibContentMode { .embed }
        override class var nibStore: NibStore { AppNibs.store }

        override func contentDidLoad() { nameLabel.text = "Ada" }

        override func awakeFromNib() {
            // Setup that needs the content goes in contentDidLoad(); this skips the early call AppKit makes.
            guard !isLoadingNibContent else { return }
            super.awakeFromNib()
        }

        @IBAction func tapped(_ sender: UIButton) { taps += 1 }
    }

    /// A control that loads its own nib: NibContentLoading adopted directly.
    final class RatingControl: UIControl, NibContentLoading {
        @IBOutlet var starsLabel: UILabel!

        override init(frame: CGRect) {
            super.init(frame: frame)
            load()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            load()
        }

        private func load() {
            do {
                try loadNibContent()
            } catch {
                NibFailure.report(error, view: Self.self)
            }
        }

        func contentDidLoad() { starsLabel.text = "★★★" }
    }

    /// Seed 004's plain approach: the nib's top-level view has the class.
    final class BadgeView: UIView, NibInstantiable {
        @IBOutlet var countLabel: UILabel!
    }

    final class MessageCell: UITableViewCell {
        @IBOutlet var bodyLabel: UILabel!
        override func awakeFromNib() {
            super.awakeFromNib()
            moveStrayContentIntoContentView()
        }
    }

    final class SectionHeader: UITableViewHeaderFooterView {}
    final class PhotoCell: UICollectionViewCell {
        override func awakeFromNib() {
            super.awakeFromNib()
            moveStrayContentIntoContentView()
        }
    }
    final class PhotoHeader: UICollectionReusableView {}

    final class SettingsViewController: UIViewController, StoryboardInstantiable {
        static var storyboardName: String { "Settings" }
        static var sceneIdentifier: String? { "settings" }
        static var storyboardBundle: Bundle? { .main }
    }

    final class OnboardingViewController: UIViewController, StoryboardInstantiable {}

    @MainActor
    enum AppNibs {
        static let store = NibStore(countLimit: 16)

        static func use(table: UITableView, collection: UICollectionView, at indexPath: IndexPath) throws {
            NibFailure.handler = { view, error in print(NibFailure.message(view: view, error: error)) }
            let card = try NibFailure.throwing { ProfileCard(frame: .zero) }
            _ = (card.loadedNibName, card.taps, RatingControl(frame: .zero))
            try card.loadNibContent(named: "ProfileCard", bundle: .main)

            let badge = try BadgeView.loadFromNib()
            _ = try BadgeView.loadFromNib(named: "Badges", identifier: "large", owner: card)
            _ = badge.countLabel

            _ = try NibStore.shared.nib(named: "ProfileCard", for: ProfileCard.self, bundle: nil)
            _ = try store.path(ofNib: "ProfileCard", for: ProfileCard.self)
            _ = try store.path(ofStoryboard: "Settings", for: SettingsViewController.self)
            store.cache.removeAll()

            table.register(cellType: MessageCell.self)
            table.register(cellType: MessageCell.self, reuseIdentifier: "message")
            let cell: MessageCell = table.dequeueReusableCell(for: indexPath)
            _ = table.dequeueReusableCell(for: indexPath, cellType: MessageCell.self, reuseIdentifier: "message")
            table.register(headerFooterViewType: SectionHeader.self)
            let header: SectionHeader? = table.dequeueReusableHeaderFooterView()
            _ = (cell.bodyLabel, header)

            collection.register(cellType: PhotoCell.self)
            let photo: PhotoCell = collection.dequeueReusableCell(for: indexPath)
            collection.register(
                supplementaryViewType: PhotoHeader.self, ofKind: UICollectionView.elementKindSectionHeader)
            let photoHeader: PhotoHeader = collection.dequeueReusableSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, for: indexPath)
            _ = (photo, photoHeader)

            let settings = try SettingsViewController.instantiate()
            let onboarding = try OnboardingViewController.instantiate(fromStoryboard: "Main", identifier: nil)
            _ = (settings, onboarding)

            // The core's content loading, over UIKit's views.
            let loader = ContentLoader(host: PlatformViewTreeHost())
            let mode = loader.install(UIView(), into: UIView(), mode: .reparent)
            _ = mode == .embed

            do {
                _ = try BadgeView.loadFromNib(named: "Missing")
            } catch let error as NibLoadingError {
                print(error.description)
            }
        }
    }

    #if canImport(SwiftUI) && !NIBKIT_NO_SWIFTUI
        import SwiftUI

        struct ProfileScreen: View {
            var name: String
            var body: some View {
                NibViewRepresentable {
                    ProfileCard(frame: .zero)
                } update: {
                    $0.nameLabel.text = name
                }
            }
        }
    #endif
#endif
