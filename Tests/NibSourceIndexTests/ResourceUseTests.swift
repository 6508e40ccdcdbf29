import NibSourceIndex
import XCTest

/// The names of nibs, storyboards, storyboard IDs, segues and reuse identifiers the sources use.
final class ResourceUseTests: XCTestCase {
    private func uses(_ text: String, language: SourceLanguage = .swift) -> [String] {
        var index = SourceIndex()
        index.add(Array(text.utf8), file: language == .swift ? "A.swift" : "A.m", language: language)
        return index.resourceUses.map { use in
            "\(use.kind.rawValue) \(use.name)\(use.ownerIsSelf ? " owner:self" : "")"
                + (use.enclosingFunction.map { " in \($0)" } ?? "") + (use.nameIsClassName ? " (own name)" : "")
        }
    }

    func testSwiftCallsThatNameResources() {
        let text = """
            class CardView: UIView {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    Bundle.main.loadNibNamed("CardView", owner: self, options: nil)
                }
                func more() {
                    _ = UINib(nibName: String(describing: type(of: self)), bundle: nil)
                    _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
                    performSegue(withIdentifier: "showDetail", sender: nil)
                    _ = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: "Optional")
                    tableView.register(UINib(nibName: "RowCell", bundle: nil), forCellReuseIdentifier: "Row")
                    _ = UINib(nibName: "\\(prefix)Cell", bundle: nil)
                    // UINib(nibName: "Commented", bundle: nil)
                }
            }
            extension CardView { func other() { _ = UINib(nibName: String(describing: type(of: self)), bundle: nil) } }
            final class BadgeView: NibView { override class var nibName: String { "Badge" } }
            """
        XCTAssertEqual(
            uses(text),
            [
                // An outer call before the calls in its arguments.
                "nib CardView owner:self in init(coder:)", "nib CardView in more() (own name)",
                "viewControllerIdentifier Detail in more()", "storyboard Main in more()",
                "segueIdentifier showDetail in more()", "reuseIdentifier Row in more()",
                "registeredReuseIdentifier Row in more()", "nib RowCell in more()",
                // `"\(prefix)Cell"`: joined from its parts (the constant `prefix`, if the sources have it).
                "nib  in more()",
                // In an extension, `self` is an object of the class or of a subclass: each names its own nib.
                "nib CardView in other() (own name)", "nib Badge in nibName",
            ])
    }

    func testObjectiveCMessagesThatNameResources() {
        let text = """
            @implementation CardView
            - (instancetype)initWithCoder:(NSCoder *)coder {
                self = [super initWithCoder:coder];
                [[NSBundle mainBundle] loadNibNamed:@"CardView" owner:self options:nil];
                return self;
            }
            - (void)more {
                [self performSegueWithIdentifier:@"showDetail" sender:nil];
                [tableView dequeueReusableCellWithIdentifier:@"Optional"];
                [tableView dequeueReusableCellWithIdentifier:@"Row" forIndexPath:indexPath];
                [collectionView registerClass:[Cell class] forSupplementaryViewOfKind:kind withReuseIdentifier:@"Header"];
                [collectionView dequeueReusableSupplementaryViewOfKind:kind withReuseIdentifier:@"Footer" forIndexPath:path];
                // [UIStoryboard storyboardWithName:@"Commented" bundle:nil];
            }
            @end
            """
        XCTAssertEqual(
            uses(text, language: .objectiveC),
            [
                "nib CardView owner:self in initWithCoder:", "segueIdentifier showDetail in more",
                "reuseIdentifier Row in more", "registeredReuseIdentifier Header in more",
                "reuseIdentifier Footer in more",
            ])
    }

    /// A project's own methods whose selectors hold a framework selector's piece are not the framework's: matched by
    /// whole selectors and Swift names, never by a fragment (an app's `cellAtIndexPath:withReuseIdentifier:`, which
    /// makes cells with `initWithStyle:reuseIdentifier:`, gave 32 false errors).
    func testANibLookedUpBeforeItLoadsFailsQuietly() {
        // MatrixKit's +nib: `pathForResource:ofType:` of the same name first, so a class without a nib loads none.
        let text = """
            @implementation Cell
            + (UINib *)nib {
                NSString *path = [[NSBundle mainBundle] pathForResource:NSStringFromClass([self class]) ofType:@"nib"];
                if (path) { return [UINib nibWithNibName:NSStringFromClass([self class]) bundle:nil]; }
                return [UINib nibWithNibName:@"Other" bundle:nil];
            }
            @end
            """
        var index = SourceIndex()
        index.add(Array(text.utf8), file: "A.m", language: .objectiveC)
        XCTAssertEqual(
            index.resourceUses.map { "\($0.name.isEmpty ? "own" : $0.name) \($0.failsQuietly)" },
            ["own true", "Other false"])
    }

    func testOnlyWholeSelectorsAndNamesCount() {
        let objC = """
            @implementation GroupTests
            - (void)test {
                [group cellAtIndexPath:path withReuseIdentifier:@"Made"];
                [self loadNibNamed:@"Mine" fromBundle:nil];
                [tableView registerNib:nib forCellReuseIdentifier:@"Registered"];
                [tableView dequeueReusableCellWithIdentifier:@"Row" forIndexPath:path];
            }
            @end
            """
        XCTAssertEqual(
            uses(objC, language: .objectiveC),
            ["registeredReuseIdentifier Registered in test", "reuseIdentifier Row in test"])
        let swift = """
            class Group {
                func run() {
                    _ = cell(at: path, withReuseIdentifier: "Made")
                    _ = dequeueReusableCell(withReuseIdentifier: "Mine", at: path)
                    _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: path)
                    _ = SettingsController(nibName: "Settings", bundle: nil)
                }
            }
            """
        XCTAssertEqual(uses(swift), ["reuseIdentifier Tile in run()", "nib Settings in run()"])
    }

    /// Each use carries the guards of the preprocessor branches around it that test one macro's definition or value;
    /// `#elif` and compound conditions give none, and `#define`s are collected.
    func testObjectiveCUsesCarryTheirPreprocessorGuards() {
        let text = """
            #define HAS_CARDS 1
            @implementation Loader
            - (void)load {
            #ifndef SP_CODA
                [NSBundle loadNibNamed:@"A" owner:self];
            #else
                [NSBundle loadNibNamed:@"B" owner:self];
            #endif
            #if 0 // never
                [NSBundle loadNibNamed:@"C" owner:self];
            #elif FEATURE
                [NSBundle loadNibNamed:@"D" owner:self];
            #endif
            #if !defined(OLD) /* comment */
            # if TARGET_OS_IPHONE && MORE
                [NSBundle loadNibNamed:@"E" owner:self];
            # endif
            #endif
            /* #ifdef INSIDE_A_COMMENT */
                [NSBundle loadNibNamed:@"F" owner:self];
            }
            @end
            """
        var index = SourceIndex()
        index.add(Array(text.utf8), file: "A.m", language: .objectiveC)
        let guards = index.resourceUses.map { use in
            use.name + " " + use.guards.map { ($0.holdsWhenUndefined ? "!" : "") + $0.macro }.joined(separator: ",")
        }
        XCTAssertEqual(guards, ["A !SP_CODA", "B SP_CODA", "C 0", "D ", "E !OLD", "F "])
        XCTAssertEqual(index.definedMacros, ["HAS_CARDS"])
    }

    /// `String(describing: Cell.self)` names the type `Cell`; a generic parameter (`T`) names each caller's type, so
    /// it is no name at all.
    func testATypeDescribedByNameIsItsName() {
        let text = """
            final class Header {
                func setUp(_ view: UICollectionView) {
                    view.register(Cell.self, forCellWithReuseIdentifier: String(describing: Cell.self))
                }
            }
            extension UIView {
                static func fromNib<T: UIView>() -> T { Bundle.main.loadNibNamed(String(describing: T.self), owner: nil)![0] as! T }
            }
            """
        XCTAssertEqual(uses(text), ["registeredReuseIdentifier Cell in setUp(_:)"])
    }
}
