import NibHeadless
import NibModel
import NibRuntime

// Seed 000: an image with a caption on a translucent bar, two ways.

/// Built entirely in code (seed 000's programmatic `CaptionableImageView`).
final class ProgrammaticCaptionableImageView: View {
    let imageView = ImageView()
    let label = Label()

    override init(frame: Rect) {
        super.init(frame: frame)
        setUp()
    }

    required init() {
        super.init()
        setUp()
    }

    required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        imageView.frame = bounds
        imageView.autoresizingMask = [.widthSizable, .heightSizable]
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        addSubview(imageView)
        let bar = View(frame: Rect(x: 0, y: bounds.height - 44, width: bounds.width, height: 44))
        bar.autoresizingMask = [.widthSizable, .flexibleMinY]
        bar.backgroundColor = Color(kind: .white(0), alpha: 0.5)
        label.frame = Rect(x: 8, y: 12, width: bounds.width - 16, height: 20)
        label.autoresizingMask = [.widthSizable]
        bar.addSubview(label)
        addSubview(bar)
    }

    var caption: String? {
        get { label.text }
        set { label.text = newValue }
    }
}

/// The same view with its layout in `CaptionableImageView.xib` (File's Owner + `contentView` outlet: embedded).
final class CaptionableImageView: NibView {
    @Outlet var contentView: View?
    @Outlet var imageView: ImageView?
    @Outlet var captionLabel: Label?
    @Inspectable var caption: String = "" {
        didSet { captionLabel?.text = caption }
    }
    @Inspectable var barOpacity: Double = 0.5

    override class var nibContentMode: NibContentMode { .embed }
    override func contentDidLoad() { captionLabel?.text = caption.isEmpty ? captionLabel?.text : caption }
}

// Seed 003: a root container whose subviews move into the view.

final class ColorView: NibView {
    @Outlet var swatchView: View?
    @Outlet var hexLabel: Label?
}

/// A nib-backed view that itself embeds a nib-backed view: two levels of nibs inside `Nested.storyboard`.
final class SwatchCard: NibView {
    @Outlet var colorView: ColorView?
}

// A cell designed in a nib (top-level custom class).

final class BadgeCell: TableViewCell {
    @Outlet var titleLabel: Label?
    @Outlet var badgeLabel: Label?
}

final class GalleryViewController: ViewController {
    @Outlet var captionView: CaptionableImageView?
    @Outlet var colorView: ColorView?
    var shuffleCount = 0

    override class func registerActions(_ actions: inout ActionTable.Entries) {
        super.registerActions(&actions)
        actions["shuffle:"] = { target, _ in (target as! GalleryViewController).shuffleCount += 1 }
    }
}

/// A storyboard prototype cell (`Notes.storyboard`): its label wraps, pinned to the content view's margins, so each
/// cell a table dequeues sizes itself to its text.
final class NoteCell: TableViewCell {
    @Outlet var titleLabel: Label?
}
