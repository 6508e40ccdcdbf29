import NibSourceIndex
import XCTest

final class ObjCSourceScannerTests: XCTestCase {
    private func index(_ files: [String: String]) -> SourceIndex {
        var index = SourceIndex()
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            index.add(Array(text.utf8), file: name, language: .objectiveC)
        }
        return index
    }

    func testHeaderImplementationClassExtensionAndCategory() throws {
        let index = index([
            "ARCell.h": """
            #import <UIKit/UIKit.h>
            #define ARCELL_HEIGHT \\
                44
            NS_ASSUME_NONNULL_BEGIN
            /// A cell. Not an @interface FakeClass in a comment.
            IB_DESIGNABLE
            @interface ARCell<ObjectType> : UITableViewCell <UITextFieldDelegate, ARThing>
            {
                IBOutlet UIView *_accessory;
                int count;
            }
            @property (nonatomic, weak, nullable) IBOutlet UILabel *title, *subtitle;
            @property (nonatomic, strong) IBOutletCollection(UIImageView) NSArray *stars;
            @property (nonatomic, copy) void (^onTap)(NSInteger index);
            @property (nonatomic) IBInspectable CGFloat radius API_AVAILABLE(ios(13.0));
            @property (class, nonatomic, readonly) NSString *reuseIdentifier;
            - (IBAction)tap:(id)sender;
            - (IBAction)tap:(id)sender forEvent:(UIEvent *)event;
            + (instancetype)cell NS_SWIFT_NAME(make());
            @end
            NS_ASSUME_NONNULL_END
            """,
            "ARCell.m": """
            #import "ARCell.h"
            static NSString *const kName = @"@interface NotAClass : NSObject";
            @interface ARCell ()
            @property (nonatomic, weak) IBOutlet UIButton *hiddenButton;
            @end

            @implementation ARCell
            - (void)awakeFromNib {
                [super awakeFromNib];
                if (self.title) { self.title.text = @"}"; }
                void (^block)(void) = ^{ NSLog(@"{"); };
            }
            - (void)setHighlightColor:(UIColor *)color { }
            - (IBAction)dismiss:(id)sender { }
            @end

            @interface UIView (ARBorder)
            @property (nonatomic) IBInspectable CGFloat borderWidth;
            @end
            """,
        ])
        let cell = try XCTUnwrap(index.classes["ARCell"])
        XCTAssertEqual(cell.superclass, "UITableViewCell")
        XCTAssertEqual(cell.conformances, ["UITextFieldDelegate", "ARThing"])
        XCTAssertEqual(cell.location?.file, "ARCell.h")
        XCTAssertEqual(cell.location?.line, 7)
        XCTAssertEqual(cell.outlets.map(\.name), ["_accessory", "title", "subtitle", "stars", "hiddenButton"])
        XCTAssertEqual(cell.outlets.first?.key, "accessory", "key-value coding finds _accessory for accessory")
        XCTAssertEqual(cell.outlets.first { $0.name == "stars" }?.isOutletCollection, true)
        XCTAssertEqual(cell.properties.first { $0.name == "onTap" }?.isOutlet, false)
        XCTAssertEqual(cell.properties.first { $0.name == "radius" }?.isInspectable, true)
        XCTAssertEqual(cell.properties.first { $0.name == "reuseIdentifier" }?.isStatic, true)
        XCTAssertEqual(cell.declarations(settingKey: "count").count, 1, "plain instance variables are keys too")
        XCTAssertEqual(cell.declarations(settingKey: "highlightColor").first?.kind, .setter)
        XCTAssertEqual(Set(cell.actions.map(\.selector)), ["tap:", "tap:forEvent:", "dismiss:"])
        XCTAssertEqual(cell.methods.first { $0.selector == "cell" }?.isStatic, true)
        XCTAssertTrue(cell.methods.contains { $0.selector == "awakeFromNib" })
        XCTAssertNil(index.classes["NotAClass"], "text in a string is not a declaration")
        XCTAssertNil(index.classes["FakeClass"], "text in a comment is not a declaration")
        XCTAssertEqual(index.classes["UIView"]?.declarations(settingKey: "borderWidth").count, 1)
        XCTAssertFalse(index.classes["UIView"]?.isDeclared ?? true, "a category does not declare the class")
        XCTAssertTrue(index.diagnostics.isEmpty, "\(index.diagnostics)")
    }

    func testTruncatedFilesAreReportedAtTheirStart() throws {
        let index = index([
            "Cut.m": """
            @interface Cut : NSObject
            @property (nonatomic) IBOutlet UIView *kept;
            - (void)method:(int)
            """,
            "Comment.h": "@interface Open : NSObject\n/* never closed\n@end\n",
            "String.m": "NSString *s = @\"unterminated\n@interface After : NSObject\n@end\n",
        ])
        XCTAssertEqual(index.classes["Cut"]?.outlets.map(\.name), ["kept"])
        let messages = index.diagnostics.map(\.description)
        XCTAssertTrue(messages.contains { $0.hasPrefix("Cut.m:1:1") && $0.contains("no @end") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("Comment.h:2:1") && $0.contains("never closed") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("String.m:1:16") && $0.contains("not closed") }, "\(messages)")
        XCTAssertNotNil(index.classes["After"], "a literal ends at its line's end")
    }

    /// A forward declaration of several protocols, as Sparkle's headers write them, ends at its `;`: read as the
    /// start of a protocol, it hid the `@interface` after it.
    func testAForwardDeclarationOfSeveralProtocolsEndsAtItsSemicolon() {
        let index = index([
            "SPUStandardUpdaterController.h": """
            @protocol SPUUserDriver, SPUUpdaterDelegate;
            @protocol SPUStandardUserDriverDelegate;
            @interface SPUStandardUpdaterController : NSObject
            @property (nonatomic, weak) IBOutlet id<SPUUpdaterDelegate> updaterDelegate;
            - (IBAction)checkForUpdates:(id)sender;
            @end
            @protocol SPUThing <NSObject>
            - (void)thing;
            @end
            @interface After : NSObject
            @end
            """
        ])
        let controller = index.classes["SPUStandardUpdaterController"]
        XCTAssertEqual(controller?.superclass, "NSObject")
        XCTAssertEqual(controller?.outlets.map(\.name), ["updaterDelegate"])
        XCTAssertEqual(controller?.actions.map(\.selector), ["checkForUpdates:"])
        XCTAssertNotNil(index.classes["After"], "a protocol's body still ends at its @end")
    }
}
