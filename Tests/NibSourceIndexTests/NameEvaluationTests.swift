import NibSourceIndex
import XCTest

/// The names code computes (issue 61): enum raw values, nested and chained constants, interpolations and
/// concatenations of type names, evaluated through ``ConstantValues``.
final class NameEvaluationTests: XCTestCase {
    /// The values each resource use of `text` names, `ownName` standing for the class's own name.
    private func values(_ text: String, language: SourceLanguage = .swift, ownName: String = "Own") -> [[String]] {
        var index = SourceIndex()
        index.add(Array(text.utf8), file: language == .swift ? "A.swift" : "A.m", language: language)
        let constants = ConstantValues(index.constants)
        return index.resourceUses.map { use in
            if let constant = use.constant { return constants.values(ofConstant: constant, within: use.enclosingClass) }
            if let parts = use.parts {
                return constants.values(of: parts, ownName: ownName, within: use.enclosingClass) ?? ["?"]
            }
            return use.isLiteral ? [use.name] : ["?"]
        }
    }

    func testEnumRawValuesExplicitAndImplicit() {
        let text = """
            final class ResultRow: UITableViewCell {
                enum TableViewCellIdentifier: String {
                    case image = "Image"
                    case text, `default`
                }
            }
            enum Plain { case image }
            class List: UITableViewController {
                func a(_ p: IndexPath) {
                    _ = tableView.dequeueReusableCell(withIdentifier: ResultRow.TableViewCellIdentifier.image.rawValue, for: p)
                    _ = tableView.dequeueReusableCell(withIdentifier: TableViewCellIdentifier.text.rawValue, for: p)
                    _ = tableView.dequeueReusableCell(withIdentifier: .image.rawValue, for: p)
                    let chosen = ResultRow.TableViewCellIdentifier.default
                    _ = tableView.dequeueReusableCell(withIdentifier: chosen.rawValue, for: p)
                }
                func dequeue(_ id: ResultRow.TableViewCellIdentifier, _ p: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: id.rawValue, for: p)
                }
            }
            """
        XCTAssertEqual(
            values(text), [["Image"], ["text"], ["Image"], ["default"], ["Image", "text", "default"]],
            "an enum without a String raw type has no raw values")
    }

    func testNestedStaticAndGlobalConstantsAndConstantsOfConstants() {
        let text = """
            enum Constants {
                enum Cells {
                    static let image = "Image"
                    static let header = image + "Header"
                    static let footer = "\\(Cells.image)Footer"
                }
            }
            let kRow = "Row"
            let kAlias = kRow
            extension UITableViewCell { static let plain = "Plain" }
            class List: UITableViewController {
                func a(_ p: IndexPath) {
                    _ = tableView.dequeueReusableCell(withIdentifier: Constants.Cells.image, for: p)
                    _ = tableView.dequeueReusableCell(withIdentifier: Constants.Cells.header, for: p)
                    _ = tableView.dequeueReusableCell(withIdentifier: Constants.Cells.footer, for: p)
                    _ = tableView.dequeueReusableCell(withIdentifier: kAlias, for: p)
                    _ = tableView.dequeueReusableCell(withIdentifier: UITableViewCell.plain, for: p)
                }
            }
            """
        XCTAssertEqual(values(text), [["Image"], ["ImageHeader"], ["ImageFooter"], ["Row"], ["Plain"]])
    }

    func testInterpolationsAndConcatenationsOfTypeNames() {
        let text = """
            class PhotoView: UIView {
                func a() {
                    _ = UINib(nibName: "\\(Self.self)Cell", bundle: nil)
                    _ = UINib(nibName: String(describing: Card.self) + "Header", bundle: nil)
                    _ = UINib(nibName: NSStringFromClass(type(of: self)) + "View", bundle: nil)
                    _ = UINib(nibName: "\\(Card.self)" + kSuffix, bundle: nil)
                    _ = UINib(nibName: "\\(prefix())Cell", bundle: nil)
                }
            }
            let kSuffix = "Footer"
            """
        XCTAssertEqual(
            values(text), [["OwnCell"], ["CardHeader"], ["OwnView"], ["CardFooter"]],
            "a call's result is not read: no use")
    }

    func testObjectiveCDefinesAndAnotherClasssName() {
        let text = """
            #define kCellID @"Cell"
            static NSString *const kHeaderID = @"Header";
            @implementation ListController
            - (void)load {
                [self.tableView dequeueReusableCellWithIdentifier:kCellID forIndexPath:indexPath];
                [self.tableView dequeueReusableCellWithIdentifier:kHeaderID forIndexPath:indexPath];
                [UINib nibWithNibName:NSStringFromClass([PhotoCell class]) bundle:nil];
            }
            @end
            """
        XCTAssertEqual(values(text, language: .objectiveC), [["Cell"], ["Header"], ["PhotoCell"]])
    }

    func testOnlyAClassesOwnNameIsEachClasssOwn() {
        var index = SourceIndex()
        let text = """
            class PhotoView: UIView { func a() { _ = UINib(nibName: "\\(Self.self)Cell", bundle: nil) } }
            struct Row { func a() { _ = UINib(nibName: "\\(Self.self)Cell", bundle: nil) } }
            """
        index.add(Array(text.utf8), file: "A.swift", language: .swift)
        XCTAssertEqual(index.resourceUses.map { $0.parts?.namesOwnClass }, [true], "a struct's name is not a class's")
    }

    func testTypesCodeNamesAreTheClassesItMayMake() {
        var index = SourceIndex()
        let swift = """
            let views = [CardView(), Views.BadgeView(), PhotoView.make()]
            func f(_ v: PlainView, t: UITableView) {
                t.register(RowCell.self, forCellReuseIdentifier: "Row")
                _ = Bundle(for: BaseView.self)
                _ = String(describing: NamedView.self) + "\\(ShownView.self)"
                _ = HeaderView.reuseIdentifier
            }
            """
        index.add(Array(swift.utf8), file: "A.swift", language: .swift)
        let objC = "@implementation Maker\n- (id)make { [ListView class]; return [[GridView alloc] init]; }\n@end\n"
        index.add(Array(objC.utf8), file: "A.m", language: .objectiveC)
        let classes = ["CardView", "BadgeView", "PhotoView", "RowCell", "GridView"]
        XCTAssertTrue(index.namedTypes.isSuperset(of: classes), "\(index.namedTypes.sorted())")
        XCTAssertTrue(
            index.namedTypes.isDisjoint(with: [
                "PlainView", "BaseView", "NamedView", "ShownView", "HeaderView", "ListView",
            ]),
            "a parameter's type, a bundle's or name's class, a constant's type make no object: "
                + "\(index.namedTypes.sorted())")
    }
}
