// Written as ejected code is: only NibAppKit's names, no Foundation (whose NSRect would be another).
import NibAppKit

/// The class `nib eject` writes for `NibAppKitLayoutTests.document` (its set-up, as ejected).
final class Panel: NSView {
    let titleField = NSTextField(labelWithString: "Account:")
    let pop = NSPopUpButton(frame: .zero, pullsDown: false)
    let note = NSTextField(
        wrappingLabelWithString:
            "Choose the account to receive your imported subscriptions, then press Save to import them.")
    let save = NSButton(title: "Save", target: nil, action: nil)
    let check = NSButton(checkboxWithTitle: "Remember", target: nil, action: nil)
    let stack = NSStackView()
    let first = NSTextField(labelWithString: "First")
    let second = NSTextField(labelWithString: "Second line")

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
        titleField.font = .boldSystemFont(ofSize: 13)
        titleField.alignment = .right
        titleField.setContentHuggingPriority(NSLayoutConstraint.Priority(rawValue: 251), for: .horizontal)
        titleField.setContentHuggingPriority(.defaultHigh, for: .vertical)
        titleField.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleField)
        pop.addItems(withTitles: ["Personal", "Work and school"])
        pop.setContentHuggingPriority(.defaultHigh, for: .vertical)
        pop.translatesAutoresizingMaskIntoConstraints = false
        addSubview(pop)
        note.translatesAutoresizingMaskIntoConstraints = false
        addSubview(note)
        save.setContentHuggingPriority(.defaultHigh, for: .vertical)
        save.translatesAutoresizingMaskIntoConstraints = false
        addSubview(save)
        check.translatesAutoresizingMaskIntoConstraints = false
        addSubview(check)
        stack.orientation = .vertical
        stack.alignment = .leading
        stack.distribution = .fill
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        second.font = .systemFont(ofSize: 11)
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        NSLayoutConstraint.activate([
            titleField.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            titleField.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            pop.leadingAnchor.constraint(equalTo: titleField.trailingAnchor, constant: 8),
            pop.firstBaselineAnchor.constraint(equalTo: titleField.firstBaselineAnchor),
            note.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            trailingAnchor.constraint(equalTo: note.trailingAnchor, constant: 20),
            note.topAnchor.constraint(equalTo: titleField.bottomAnchor, constant: 12),
            trailingAnchor.constraint(equalTo: save.trailingAnchor, constant: 20),
            bottomAnchor.constraint(equalTo: save.bottomAnchor, constant: 20),
            check.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            check.centerYAnchor.constraint(equalTo: save.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: note.bottomAnchor, constant: 8),
        ])
    }
}

enum EjectedPanel {
    static func make(width: Double, height: Double) -> Panel {
        Panel(frame: NSRect(x: 0, y: 0, width: width, height: height))
    }
}
