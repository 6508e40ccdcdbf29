import NibUIKit
import XCTest

/// Code written with UIKit's names builds and lays out on the headless face.
final class NibUIKitTests: XCTestCase {
    private final class Card: UIView {
        let title = UILabel()
        let stack = UIStackView()

        override init(frame: NibUIKit.CGRect) {
            super.init(frame: frame)
            title.text = "Hello"
            title.font = .systemFont(ofSize: 17, weight: .semibold)
            title.textAlignment = .center
            title.translatesAutoresizingMaskIntoConstraints = false
            title.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
            stack.axis = .vertical
            stack.addArrangedSubview(UIView())
            stack.translatesAutoresizingMaskIntoConstraints = false
            addSubview(title)
            addSubview(stack)
            let low = stack.heightAnchor.constraint(equalToConstant: 1000)
            low.priority = .defaultLow
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 16),
                title.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                stack.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                stack.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
                stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
                low,
            ])
        }

        required init() { super.init() }
        required init(coder: NibCoder) throws { try super.init(coder: coder) }
    }

    func testUIKitNamedCodeLaysOut() {
        let card = Card(frame: NibUIKit.CGRect(x: 0, y: 0, width: 320, height: 200))
        card.layoutIfNeeded()
        XCTAssertEqual(card.title.frame.x, 16)
        XCTAssertEqual(card.title.frame.y, 8)
        XCTAssertGreaterThan(card.title.frame.width, 30)
        XCTAssertEqual(card.stack.frame.width, 160)
        XCTAssertEqual(card.stack.frame.y, card.title.frame.y + card.title.frame.height + 8)
        XCTAssertEqual(card.stack.frame.y + card.stack.frame.height, 200)
        XCTAssertEqual(card.title.textAlignment, NSTextAlignment.center)
    }

    func testImagesTakeTheirRegisteredSize() {
        UIImage.register("avatar-test", size: NibUIKit.CGSize(width: 40, height: 30))
        let view = UIImageView(image: UIImage(named: "avatar-test"))
        XCTAssertEqual(view.intrinsicContentSize.width, 40)
        XCTAssertEqual(view.intrinsicContentSize.height, 30)
    }

    private final class NoteCell: UITableViewCell {}

    func testATableDequeuesTheCellClassRegisteredForAnIdentifier() throws {
        let table = UITableView(frame: NibUIKit.CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(NoteCell.self, forCellReuseIdentifier: "Note")
        XCTAssertTrue(try table.dequeueReusableCell(cellType: NoteCell.self, reuseIdentifier: "Note") is NoteCell)
        XCTAssertThrowsError(try table.dequeueReusableCell(cellType: NoteCell.self, reuseIdentifier: "Other"))
    }

    func testADisclosureIndicatorNarrowsACodeCellsContentViewAsTheDocumentsCell() throws {
        let document = try iosDocument(
            """
            <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="362.5" height="44"/>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let nib = try NibInstantiator(document: document, name: "Cell.xib").instantiate(owner: nil)
        let archived = try XCTUnwrap(nib.objectsByID["cell"] as? UITableViewCell)
        archived.layoutIfNeeded()
        try NibEnvironment.with(NibEnvironment.current.sizingViewsInCode(like: document)) {
            let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.frame.width, 393)
            cell.accessoryType = .disclosureIndicator
            cell.layoutIfNeeded()
            XCTAssertLessThan(cell.contentView.frame.width, 393)
            XCTAssertEqual(cell.contentView.frame.width, archived.contentView.frame.width, accuracy: 0.01)
        }
    }
}
