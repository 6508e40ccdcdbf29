// Written as ejected code is: only NibAppKit's names.
import NibAppKit

/// The class `nib eject` writes for `ContainerLayoutTests.document`.
final class Options: NSView {
    let box = NSBox()
    let label = NSTextField(labelWithString: "Inside")
    let scrollView = NSScrollView()
    let document = NSView()

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        setUp()
    }

    required init() {
        super.init()
        setUp()
    }

    required init(coder: NibCoder) throws { try super.init(coder: coder) }

    private func setUp() {
        box.title = "Options"
        box.translatesAutoresizingMaskIntoConstraints = false
        addSubview(box)
        label.translatesAutoresizingMaskIntoConstraints = false
        box.contentView!.addSubview(label)
        scrollView.borderType = .bezelBorder
        scrollView.hasVerticalScroller = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.setFrameSize(NSSize(width: 360, height: 140))
        addSubview(scrollView)
        document.frame = NSRect(x: 0, y: 0, width: 358, height: 300)
        document.autoresizingMask = [.width]
        scrollView.documentView = document
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: box.contentView!.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: box.contentView!.topAnchor, constant: 8),
            box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            box.heightAnchor.constraint(equalToConstant: 104),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: 20),
            bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 20),
            scrollView.heightAnchor.constraint(equalToConstant: 140),
        ])
    }
}

enum EjectedOptions {
    static func make(width: Double, height: Double) -> Options {
        Options(frame: NSRect(x: 0, y: 0, width: width, height: height))
    }
}
