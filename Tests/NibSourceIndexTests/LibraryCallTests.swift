import NibSourceIndex
import XCTest

/// Calls of libraries' APIs by type and generated accessors, which name documents without a string.
final class LibraryCallTests: XCTestCase {
    private func calls(_ text: String) -> [String] {
        var index = SourceIndex()
        index.add(Array(text.utf8), file: "A.swift", language: .swift)
        return index.libraryCalls.map { call in
            call.path.isEmpty
                ? "\(call.function) \(call.type ?? "-") in \(call.enclosingClass ?? "-")"
                : call.path.joined(separator: ".")
        }
    }

    func testCallsByTypeNameTheirType() {
        let text = """
            final class ListController: UITableViewController {
                func a() {
                    _ = ProfileHeader.loadFromNib()
                    tableView.register(cellType: TrackCell.self)
                    tableView.register(supplementaryViewType: Header.self, ofKind: "k")
                    let first: TrackCell = tableView.dequeueReusableCell(for: indexPath)
                    _ = tableView.dequeueReusableCell(for: indexPath) as! TrackCell
                    _ = tableView.dequeueReusableCell(for: indexPath, cellType: OtherCell.self)
                    _ = Self.instantiate()
                    _ = UIColor.red
                    _ = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                }
                func generic<T: UITableViewCell>(_ p: IndexPath) -> T { tableView.dequeueReusableCell(for: p) as T }
            }
            """
        XCTAssertEqual(
            calls(text),
            [
                "loadFromNib() ProfileHeader in ListController", "register(cellType:) TrackCell in ListController",
                "register(supplementaryViewType:ofKind:) Header in ListController",
                "dequeueReusableCell(for:) TrackCell in ListController",
                "dequeueReusableCell(for:) TrackCell in ListController",
                "dequeueReusableCell(for:cellType:) OtherCell in ListController",
                "instantiate() ListController in ListController",
            ])
    }

    func testGeneratedAccessorsAreRecordedWhole() {
        let text = """
            func route() {
                _ = StoryboardScene.MainMenu.login.instantiate()
                perform(segue: StoryboardSegue.Main.showDetail)
                _ = R.storyboard.main.instantiateInitialViewController()
                tableView.register(R.nib.trackCell)
                _ = Other.thing.value
            }
            """
        XCTAssertEqual(
            calls(text),
            [
                "StoryboardScene.MainMenu.login.instantiate", "StoryboardSegue.Main.showDetail",
                "R.storyboard.main.instantiateInitialViewController", "R.nib.trackCell",
            ])
    }

    func testProtocolsAreRecordedWithWhatTheyInherit() {
        var index = SourceIndex()
        index.add(
            Array("protocol CardCell: NibReusable, Reusable & NibLoadable {}\n".utf8), file: "A.swift",
            language: .swift)
        XCTAssertEqual(index.protocols.map(\.inherited), [["NibReusable", "Reusable", "NibLoadable"]])
    }
}
