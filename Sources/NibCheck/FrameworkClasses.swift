import NibModel

/// What `nib check` knows of a UIKit or AppKit class by hand: its superclass, the keys key-value coding can reach on it
/// that documents set (outlets and runtime attributes), and the actions it implements, from Apple's documentation of
/// each class. The SDK headers' members (``members(of:runtime:)``) complete each row.
struct FrameworkClass: Sendable {
    var name: String
    var superclass: String?
    /// Properties documents set or go through: outlets (`delegate`, `view`), runtime attributes (`layer`, `tag`).
    var keys: [String] = []
    /// Action methods the class implements (`performClose:`).
    var actions: [String] = []

    /// The row for `name`, if the table has one.
    static func named(_ name: String) -> FrameworkClass? { byName[name] }

    private static let byName: [String: FrameworkClass] = Dictionary(
        table.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The superclass the frameworks' headers give `name` on `runtime` (``iOSClasses``, ``macOSClasses``; tvOS and
    /// watchOS documents use iOS's), or nil when the frameworks declare no such class.
    static func declaredSuperclass(of name: String, runtime: TargetRuntime) -> String? {
        switch runtime {
        case .macOS: macOSHierarchy[name]
        default: iOSHierarchy[name]
        }
    }

    private static let iOSHierarchy = hierarchy(iOSClasses)
    private static let macOSHierarchy = hierarchy(macOSClasses)

    private static func hierarchy(_ lines: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in lines.split(separator: "\n") {
            let names = line.split(separator: " ")
            if names.count == 2 { result[String(names[0])] = String(names[1]) }
        }
        return result
    }

    /// Whether `name` looks like a framework class (`UI`, `NS`, `WK`, … and an upper-case letter) though the headers
    /// NibKit read do not declare it (a class of a newer SDK): its members are not known.
    static func hasFrameworkPrefix(_ name: String) -> Bool {
        frameworkPrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    private static let frameworkPrefixes = [
        "UI", "NS", "CA", "WK", "MK", "SK", "SCN", "GLK", "AV", "PDF", "MTK", "AR", "QL", "IK", "GK", "PK", "AS", "LP",
        "INUI", "CN", "EK", "MP", "SF", "MF",
    ]

    /// Standard editing actions of UIKit's responders (`UIResponderStandardEditActions`).
    static let uiKitEditActions = [
        "copy:", "cut:", "paste:", "delete:", "select:", "selectAll:", "toggleBoldface:", "toggleItalics:",
        "toggleUnderline:", "increaseSize:", "decreaseSize:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "print:",
        "find:", "findNext:", "findPrevious:", "findAndReplace:", "useSelectionForFind:", "rename:", "duplicate:",
        "move:", "export:", "showWritingTools:",
    ]

    /// Actions AppKit's responders (text views, windows, the application, documents) implement, which menu items
    /// send to First Responder.
    static let appKitResponderActions = [
        // NSApplication
        "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:", "orderFrontStandardAboutPanel:",
        "orderFrontCharacterPalette:", "arrangeInFront:", "miniaturizeAll:", "runPageLayout:", "showHelp:",
        "toggleTouchBarCustomizationPalette:", "activateContextHelpMode:",
        // NSWindow
        "performClose:", "performMiniaturize:", "performZoom:", "toggleFullScreen:", "toggleToolbarShown:",
        "runToolbarCustomizationPalette:", "makeKeyAndOrderFront:", "orderOut:", "orderFront:", "orderBack:",
        "toggleTabBar:", "toggleTabOverview:", "selectNextTab:", "selectPreviousTab:", "mergeAllWindows:",
        "moveTabToNewWindow:", "newWindowForTab:", "print:", "deminiaturize:", "zoom:", "miniaturize:",
        "toggleSidebar:", "toggleInspector:",
        // NSViewController
        "dismissController:", "presentViewControllerAsSheet:", "presentViewControllerAsModalWindow:",
        // NSDocumentController, NSDocument
        "newDocument:", "openDocument:", "saveDocument:", "saveDocumentAs:", "saveDocumentTo:", "saveAllDocuments:",
        "revertDocumentToSaved:", "clearRecentDocuments:", "printDocument:", "duplicateDocument:", "renameDocument:",
        "moveDocument:", "browseDocumentVersions:", "lockDocument:", "unlockDocument:", "closeAll:",
        // NSResponder, NSText, NSTextView
        "undo:", "redo:", "copy:", "cut:", "paste:", "pasteAsPlainText:", "pasteAsRichText:", "delete:",
        "selectAll:", "performFindPanelAction:", "performTextFinderAction:", "centerSelectionInVisibleArea:",
        "checkSpelling:", "showGuessPanel:", "toggleContinuousSpellChecking:", "toggleGrammarChecking:",
        "toggleAutomaticSpellingCorrection:", "orderFrontSubstitutionsPanel:", "toggleSmartInsertDelete:",
        "toggleAutomaticQuoteSubstitution:", "toggleAutomaticDashSubstitution:", "toggleAutomaticLinkDetection:",
        "toggleAutomaticDataDetection:", "toggleAutomaticTextReplacement:", "toggleAutomaticTextCompletion:",
        "uppercaseWord:", "lowercaseWord:", "capitalizeWord:", "startSpeaking:", "stopSpeaking:",
        "orderFrontFontPanel:", "addFontTrait:", "modifyFont:", "underline:", "orderFrontColorPanel:", "copyFont:",
        "pasteFont:", "alignLeft:", "alignCenter:", "alignJustified:", "alignRight:", "copyRuler:", "pasteRuler:",
        "toggleRuler:", "useStandardKerning:", "turnOffKerning:", "tightenKerning:", "loosenKerning:",
        "useStandardLigatures:", "turnOffLigatures:", "useAllLigatures:", "raiseBaseline:", "lowerBaseline:",
        "superscript:", "subscript:", "unscript:", "makeBaseWritingDirectionNatural:",
        "makeBaseWritingDirectionLeftToRight:", "makeBaseWritingDirectionRightToLeft:",
        "makeTextWritingDirectionNatural:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "orderFrontTablePanel:", "orderFrontListPanel:",
        "orderFrontSpacingPanel:", "orderFrontLinkPanel:", "toggleQuickLookPreviewPanel:", "showWritingTools:",
        "changeLayoutOrientation:", "toggleBaseWritingDirection:", "outline:", "pasteAndMatchStyle:",
        "selectLine:", "selectParagraph:", "selectWord:", "yank:", "transpose:", "cancelOperation:",
        "complete:", "checkTextInDocument:", "checkTextInSelection:", "orderFrontSharingServicePicker:",
        "performFindPanelAction:", "toggleTraditionalCharacterShape:", "swapWithMark:", "setMark:",
        "selectToMark:", "deleteToMark:", "changeColor:", "changeFont:", "changeAttributes:",
        "changeDocumentBackgroundColor:",
        "takeStringValueFrom:", "takeIntValueFrom:", "takeDoubleValueFrom:", "takeFloatValueFrom:",
        "takeIntegerValueFrom:", "takeObjectValueFrom:", "performClick:", "orderFrontLinkPanel:",
    ]

    private static let viewKeys = [
        "layer", "alpha", "tag", "clipsToBounds", "backgroundColor", "hidden", "opaque", "contentMode", "tintColor",
        "userInteractionEnabled", "multipleTouchEnabled", "exclusiveTouch", "translatesAutoresizingMaskIntoConstraints",
        "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "isAccessibilityElement", "accessibilityTraits", "accessibilityViewIsModal", "layoutMargins",
        "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "semanticContentAttribute", "frame", "bounds", "center", "transform", "autoresizesSubviews",
        "autoresizingMask", "contentScaleFactor", "overrideUserInterfaceStyle", "maskView", "mask",
        "gestureRecognizers", "restorationIdentifier", "clearsContextBeforeDrawing",
    ]

    private static let appKitViewKeys = [
        "nextKeyView", "menu", "toolTip", "hidden", "alphaValue", "wantsLayer", "layer", "identifier",
        "translatesAutoresizingMaskIntoConstraints", "frame", "bounds", "autoresizingMask", "focusRingType",
        "accessibilityIdentifier", "accessibilityLabel", "appearance", "canDrawConcurrently",
        "layerContentsRedrawPolicy", "backgroundColor", "frameRotation", "postsFrameChangedNotifications",
    ]

    private static let controlKeys = [
        "enabled", "stringValue", "integerValue", "intValue", "doubleValue", "floatValue", "objectValue",
        "formatter", "font", "alignment", "cell", "target", "action", "continuous", "refusesFirstResponder",
        "attributedStringValue", "lineBreakMode", "usesSingleLineMode", "controlSize",
    ]

    /// The rows.
    static let table: [FrameworkClass] = [
        FrameworkClass(name: "NSObject"),
        // NibKit's nib-backed view (its Apple face's UIView or NSView, its headless face's View): a subclass's
        // outlets and actions are its own, and what it inherits is the view's.
        FrameworkClass(name: "NibView", superclass: "UIView", keys: ["nibObjects", "environment"]),
        // UIKit
        FrameworkClass(
            name: "UIResponder", superclass: "NSObject", keys: ["inputView", "inputAccessoryView"],
            actions: uiKitEditActions),
        FrameworkClass(name: "UIView", superclass: "UIResponder", keys: viewKeys),
        FrameworkClass(name: "UIWindow", superclass: "UIView", keys: ["rootViewController", "windowLevel", "screen"]),
        FrameworkClass(
            name: "UIControl", superclass: "UIView",
            keys: ["enabled", "selected", "highlighted", "contentHorizontalAlignment", "contentVerticalAlignment"]),
        FrameworkClass(
            name: "UILabel", superclass: "UIView",
            keys: [
                "text", "font", "textColor", "textAlignment", "numberOfLines", "adjustsFontSizeToFitWidth",
                "minimumScaleFactor", "attributedText", "lineBreakMode", "highlightedTextColor", "shadowColor",
                "shadowOffset", "preferredMaxLayoutWidth", "enabled", "adjustsFontForContentSizeCategory",
                "baselineAdjustment", "highlighted",
            ]),
        FrameworkClass(
            name: "UIButton", superclass: "UIControl",
            keys: [
                "titleLabel", "imageView", "configuration", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets",
                "adjustsImageWhenHighlighted", "showsTouchWhenHighlighted", "menu", "showsMenuAsPrimaryAction",
                "pointerInteractionEnabled",
            ]),
        FrameworkClass(
            name: "UITextField", superclass: "UIControl",
            keys: [
                "delegate", "text", "placeholder", "attributedPlaceholder", "font", "textColor", "textAlignment",
                "borderStyle", "leftView", "rightView", "leftViewMode", "rightViewMode", "inputView",
                "inputAccessoryView",
                "clearButtonMode", "keyboardType", "returnKeyType", "secureTextEntry", "autocorrectionType",
                "autocapitalizationType", "keyboardAppearance", "background", "minimumFontSize",
                "adjustsFontSizeToFitWidth", "textContentType", "spellCheckingType", "enablesReturnKeyAutomatically",
            ]),
        FrameworkClass(
            name: "UIScrollView", superclass: "UIView",
            keys: [
                "delegate", "contentInset", "contentSize", "contentOffset", "scrollEnabled", "pagingEnabled",
                "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "showsHorizontalScrollIndicator",
                "showsVerticalScrollIndicator", "keyboardDismissMode", "refreshControl", "scrollIndicatorInsets",
                "minimumZoomScale", "maximumZoomScale", "zoomScale", "contentInsetAdjustmentBehavior", "scrollsToTop",
                "decelerationRate", "indicatorStyle", "directionalLockEnabled", "delaysContentTouches",
            ]),
        FrameworkClass(
            name: "UITextView", superclass: "UIScrollView",
            keys: [
                "text", "attributedText", "font", "textColor", "textAlignment", "editable", "selectable",
                "dataDetectorTypes", "textContainerInset", "inputView", "inputAccessoryView", "linkTextAttributes",
                "textContainer", "typingAttributes", "allowsEditingTextAttributes",
            ]),
        FrameworkClass(
            name: "UITableView", superclass: "UIScrollView",
            keys: [
                "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "rowHeight",
                "estimatedRowHeight", "tableHeaderView", "tableFooterView", "backgroundView", "separatorColor",
                "separatorStyle", "separatorInset", "sectionHeaderHeight", "sectionFooterHeight",
                "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "allowsSelection",
                "allowsMultipleSelection", "sectionIndexColor", "sectionIndexBackgroundColor",
                "cellLayoutMarginsFollowReadableWidth",
            ]),
        FrameworkClass(
            name: "UICollectionView", superclass: "UIScrollView",
            keys: [
                "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "collectionViewLayout",
                "backgroundView", "allowsSelection", "allowsMultipleSelection",
            ]),
        FrameworkClass(
            name: "UITableViewCell", superclass: "UIView",
            keys: [
                "textLabel", "detailTextLabel", "imageView", "contentView", "accessoryView", "backgroundView",
                "selectedBackgroundView", "selectionStyle", "accessoryType", "editingAccessoryView",
                "editingAccessoryType", "separatorInset", "indentationLevel", "indentationWidth", "focusStyle",
            ]),
        FrameworkClass(name: "UICollectionReusableView", superclass: "UIView"),
        FrameworkClass(
            name: "UICollectionViewCell", superclass: "UICollectionReusableView",
            keys: ["contentView", "backgroundView", "selectedBackgroundView"]),
        FrameworkClass(
            name: "UITableViewHeaderFooterView", superclass: "UIView",
            keys: ["textLabel", "detailTextLabel", "contentView", "backgroundView"]),
        FrameworkClass(
            name: "UIImageView", superclass: "UIView",
            keys: [
                "image", "highlightedImage", "animationImages", "highlightedAnimationImages", "animationDuration",
                "highlighted", "preferredSymbolConfiguration",
            ]),
        FrameworkClass(
            name: "UIStackView", superclass: "UIView",
            keys: [
                "axis", "spacing", "alignment", "distribution", "baselineRelativeArrangement",
                "layoutMarginsRelativeArrangement",
            ]),
        FrameworkClass(name: "UISwitch", superclass: "UIControl", keys: ["on", "onTintColor", "thumbTintColor"]),
        FrameworkClass(
            name: "UISlider", superclass: "UIControl",
            keys: [
                "value", "minimumValue", "maximumValue", "minimumTrackTintColor", "maximumTrackTintColor",
                "thumbTintColor", "minimumValueImage", "maximumValueImage",
            ]),
        FrameworkClass(
            name: "UISegmentedControl", superclass: "UIControl",
            keys: ["selectedSegmentIndex", "selectedSegmentTintColor", "momentary", "apportionsSegmentWidthsByContent"]),
        FrameworkClass(
            name: "UIPageControl", superclass: "UIControl",
            keys: [
                "numberOfPages", "currentPage", "pageIndicatorTintColor", "currentPageIndicatorTintColor",
                "hidesForSinglePage",
            ]),
        FrameworkClass(
            name: "UIStepper", superclass: "UIControl", keys: ["value", "minimumValue", "maximumValue", "stepValue"]),
        FrameworkClass(
            name: "UIDatePicker", superclass: "UIControl",
            keys: ["date", "datePickerMode", "minimumDate", "maximumDate", "locale"]),
        FrameworkClass(
            name: "UIActivityIndicatorView", superclass: "UIView", keys: ["color", "hidesWhenStopped", "style"]),
        FrameworkClass(
            name: "UIProgressView", superclass: "UIView", keys: ["progress", "progressTintColor", "trackTintColor"]),
        FrameworkClass(name: "UIPickerView", superclass: "UIView", keys: ["dataSource", "delegate"]),
        FrameworkClass(
            name: "UISearchBar", superclass: "UIView",
            keys: [
                "delegate", "text", "placeholder", "prompt", "barTintColor", "searchBarStyle", "inputAccessoryView",
                "showsCancelButton", "scopeButtonTitles", "searchTextField",
            ]),
        FrameworkClass(
            name: "UINavigationBar", superclass: "UIView",
            keys: ["delegate", "barTintColor", "titleTextAttributes", "translucent", "prefersLargeTitles", "barStyle"]),
        FrameworkClass(
            name: "UIToolbar", superclass: "UIView",
            keys: ["delegate", "items", "barTintColor", "translucent", "barStyle"]),
        FrameworkClass(
            name: "UITabBar", superclass: "UIView",
            keys: ["delegate", "items", "barTintColor", "translucent", "selectedItem"]),
        FrameworkClass(name: "UIVisualEffectView", superclass: "UIView", keys: ["contentView", "effect"]),
        FrameworkClass(name: "UIRefreshControl", superclass: "UIControl", keys: ["tintColor", "attributedTitle"]),
        FrameworkClass(name: "UIWebView", superclass: "UIView", keys: ["delegate", "scalesPageToFit"]),
        FrameworkClass(name: "WKWebView", superclass: "UIView", keys: ["navigationDelegate", "UIDelegate"]),
        FrameworkClass(name: "MKMapView", superclass: "UIView", keys: ["delegate", "showsUserLocation", "mapType"]),
        FrameworkClass(
            name: "UIViewController", superclass: "UIResponder",
            keys: [
                "view", "title", "tabBarItem", "navigationItem", "searchDisplayController", "preferredContentSize",
                "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext", "restorationIdentifier",
                "hidesBottomBarWhenPushed", "toolbarItems", "edgesForExtendedLayout",
                "extendedLayoutIncludesOpaqueBars", "providesPresentationContextTransitionStyle",
                "transitioningDelegate", "additionalSafeAreaInsets", "overrideUserInterfaceStyle",
                "isModalInPresentation", "restorationClass",
            ]),
        FrameworkClass(
            name: "UITableViewController", superclass: "UIViewController",
            keys: ["tableView", "refreshControl", "clearsSelectionOnViewWillAppear"]),
        FrameworkClass(
            name: "UICollectionViewController", superclass: "UIViewController",
            keys: ["collectionView", "collectionViewLayout", "clearsSelectionOnViewWillAppear"]),
        FrameworkClass(
            name: "UINavigationController", superclass: "UIViewController",
            keys: ["delegate", "navigationBar", "toolbar", "viewControllers"]),
        FrameworkClass(
            name: "UITabBarController", superclass: "UIViewController",
            keys: ["delegate", "viewControllers", "selectedIndex", "tabBar"]),
        FrameworkClass(
            name: "UISplitViewController", superclass: "UIViewController",
            keys: ["delegate", "viewControllers", "preferredDisplayMode"]),
        FrameworkClass(name: "UIPageViewController", superclass: "UIViewController", keys: ["delegate", "dataSource"]),
        FrameworkClass(
            name: "UISearchController", superclass: "UIViewController",
            keys: ["searchResultsUpdater", "delegate", "searchBar"]),
        FrameworkClass(
            name: "UISearchDisplayController", superclass: "NSObject",
            keys: [
                "delegate", "searchBar", "searchContentsController", "searchResultsDataSource",
                "searchResultsDelegate",
            ]),
        FrameworkClass(
            name: "UIGestureRecognizer", superclass: "NSObject",
            keys: ["delegate", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"]),
        FrameworkClass(
            name: "UINavigationItem", superclass: "NSObject",
            keys: [
                "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "title", "prompt",
                "leftBarButtonItems", "rightBarButtonItems", "searchController", "largeTitleDisplayMode",
            ]),
        FrameworkClass(
            name: "UIBarItem", superclass: "NSObject",
            keys: ["title", "image", "enabled", "tag", "landscapeImagePhone"]),
        FrameworkClass(
            name: "UIBarButtonItem", superclass: "UIBarItem",
            keys: ["customView", "target", "action", "tintColor", "style", "width", "menu", "possibleTitles"]),
        FrameworkClass(
            name: "UITabBarItem", superclass: "UIBarItem", keys: ["selectedImage", "badgeValue", "badgeColor"]),
        // AppKit
        FrameworkClass(
            name: "NSResponder", superclass: "NSObject", keys: ["nextResponder", "menu"],
            actions: appKitResponderActions),
        FrameworkClass(name: "NSView", superclass: "NSResponder", keys: appKitViewKeys),
        FrameworkClass(name: "NSControl", superclass: "NSView", keys: controlKeys, actions: ["performClick:"]),
        FrameworkClass(
            name: "NSTextField", superclass: "NSControl",
            keys: [
                "delegate", "placeholderString", "placeholderAttributedString", "textColor", "backgroundColor",
                "drawsBackground", "bezeled", "bordered", "editable", "selectable", "preferredMaxLayoutWidth",
                "maximumNumberOfLines", "allowsDefaultTighteningForTruncation",
            ]),
        FrameworkClass(name: "NSSecureTextField", superclass: "NSTextField"),
        FrameworkClass(
            name: "NSSearchField", superclass: "NSTextField",
            keys: [
                "searchMenuTemplate", "recentsAutosaveName", "sendsSearchStringImmediately", "sendsWholeSearchString",
            ]),
        FrameworkClass(
            name: "NSComboBox", superclass: "NSTextField",
            keys: ["dataSource", "usesDataSource", "numberOfVisibleItems"]),
        FrameworkClass(name: "NSTokenField", superclass: "NSTextField", keys: ["tokenStyle"]),
        FrameworkClass(
            name: "NSButton", superclass: "NSControl",
            keys: [
                "title", "image", "alternateImage", "state", "keyEquivalent", "bezelStyle", "imagePosition",
                "contentTintColor", "attributedTitle", "showsBorderOnlyWhileMouseInside", "bordered", "transparent",
                "allowsMixedState", "bezelColor",
            ]),
        FrameworkClass(name: "NSPopUpButton", superclass: "NSButton", keys: ["menu", "pullsDown", "autoenablesItems"]),
        FrameworkClass(
            name: "NSSegmentedControl", superclass: "NSControl",
            keys: ["selectedSegment", "segmentCount", "trackingMode"]),
        FrameworkClass(
            name: "NSSlider", superclass: "NSControl",
            keys: ["minValue", "maxValue", "numberOfTickMarks", "trackFillColor"]),
        FrameworkClass(
            name: "NSStepper", superclass: "NSControl",
            keys: ["minValue", "maxValue", "increment", "valueWraps", "autorepeat"]),
        FrameworkClass(
            name: "NSImageView", superclass: "NSControl",
            keys: ["image", "imageScaling", "editable", "animates", "contentTintColor"]),
        FrameworkClass(name: "NSColorWell", superclass: "NSControl", keys: ["color"]),
        FrameworkClass(
            name: "NSDatePicker", superclass: "NSControl", keys: ["dateValue", "minDate", "maxDate", "delegate"]),
        FrameworkClass(name: "NSPathControl", superclass: "NSControl", keys: ["delegate", "URL"]),
        FrameworkClass(
            name: "NSLevelIndicator", superclass: "NSControl",
            keys: ["minValue", "maxValue", "warningValue", "criticalValue"]),
        FrameworkClass(name: "NSSwitch", superclass: "NSControl", keys: ["state"]),
        FrameworkClass(
            name: "NSTableView", superclass: "NSControl",
            keys: [
                "dataSource", "delegate", "headerView", "cornerView", "doubleAction", "rowHeight",
                "usesAlternatingRowBackgroundColors", "allowsMultipleSelection", "gridStyleMask", "intercellSpacing",
                "backgroundColor", "autosaveName", "autosaveTableColumns", "columnAutoresizingStyle", "style",
                "floatsGroupRows", "selectionHighlightStyle", "draggingDestinationFeedbackStyle",
            ]),
        FrameworkClass(
            name: "NSOutlineView", superclass: "NSTableView",
            keys: ["outlineTableColumn", "indentationPerLevel", "autosaveExpandedItems", "autoresizesOutlineColumn"]),
        FrameworkClass(name: "NSBrowser", superclass: "NSControl", keys: ["delegate", "doubleAction"]),
        FrameworkClass(name: "NSMatrix", superclass: "NSControl", keys: ["delegate", "doubleAction", "prototype"]),
        FrameworkClass(
            name: "NSScrollView", superclass: "NSView",
            keys: [
                "documentView", "contentView", "verticalScroller", "horizontalScroller", "hasVerticalScroller",
                "hasHorizontalScroller", "autohidesScrollers", "drawsBackground", "backgroundColor", "borderType",
                "automaticallyAdjustsContentInsets", "contentInsets", "scrollerStyle", "verticalRulerView",
                "horizontalRulerView", "allowsMagnification", "magnification",
            ]),
        FrameworkClass(
            name: "NSClipView", superclass: "NSView", keys: ["documentView", "drawsBackground", "backgroundColor"]),
        FrameworkClass(
            name: "NSText", superclass: "NSView",
            keys: [
                "delegate", "string", "font", "textColor", "backgroundColor", "editable", "selectable", "richText",
                "fieldEditor", "drawsBackground",
            ]),
        FrameworkClass(
            name: "NSTextView", superclass: "NSText",
            keys: [
                "textContainer", "textStorage", "layoutManager", "allowsUndo", "usesFindBar", "usesFontPanel",
                "textContainerInset", "linkTextAttributes", "typingAttributes", "automaticQuoteSubstitutionEnabled",
                "automaticDashSubstitutionEnabled", "automaticSpellingCorrectionEnabled",
                "continuousSpellCheckingEnabled", "smartInsertDeleteEnabled", "automaticLinkDetectionEnabled",
                "importsGraphics", "allowsImageEditing", "usesRuler", "rulerVisible", "insertionPointColor",
                "selectedTextAttributes", "defaultParagraphStyle",
            ]),
        FrameworkClass(
            name: "NSBox", superclass: "NSView",
            keys: [
                "contentView", "title", "boxType", "fillColor", "borderColor", "cornerRadius", "borderWidth",
                "transparent",
            ]),
        FrameworkClass(name: "NSTabView", superclass: "NSView", keys: ["delegate", "tabViewType"]),
        FrameworkClass(
            name: "NSTabViewItem", superclass: "NSObject",
            keys: ["view", "label", "identifier", "initialFirstResponder", "viewController"]),
        FrameworkClass(
            name: "NSSplitView", superclass: "NSView", keys: ["delegate", "autosaveName", "vertical", "dividerStyle"]),
        FrameworkClass(
            name: "NSStackView", superclass: "NSView",
            keys: ["delegate", "orientation", "spacing", "alignment", "distribution", "edgeInsets"]),
        FrameworkClass(name: "NSGridView", superclass: "NSView"),
        FrameworkClass(name: "NSVisualEffectView", superclass: "NSView", keys: ["material", "blendingMode", "state"]),
        FrameworkClass(
            name: "NSProgressIndicator", superclass: "NSView",
            keys: [
                "minValue", "maxValue", "doubleValue", "indeterminate", "usesThreadedAnimation", "displayedWhenStopped",
                "style",
            ]),
        FrameworkClass(
            name: "NSTableCellView", superclass: "NSView",
            keys: ["textField", "imageView", "objectValue", "backgroundStyle", "rowSizeStyle"]),
        FrameworkClass(
            name: "NSTableRowView", superclass: "NSView",
            keys: ["selected", "emphasized", "groupRowStyle", "selectionHighlightStyle", "backgroundColor"]),
        FrameworkClass(name: "NSTableHeaderView", superclass: "NSView", keys: ["tableView"]),
        FrameworkClass(
            name: "NSTableColumn", superclass: "NSObject",
            keys: [
                "headerCell", "dataCell", "identifier", "title", "width", "minWidth", "maxWidth", "hidden",
                "sortDescriptorPrototype", "headerToolTip", "editable", "resizingMask",
            ]),
        FrameworkClass(
            name: "NSCollectionView", superclass: "NSView",
            keys: [
                "dataSource", "delegate", "itemPrototype", "collectionViewLayout", "content", "selectable",
                "allowsMultipleSelection", "backgroundColors", "prefetchDataSource",
            ]),
        FrameworkClass(
            name: "NSCollectionViewItem", superclass: "NSViewController", keys: ["imageView", "textField", "selected"]),
        FrameworkClass(
            name: "WebView", superclass: "NSView",
            keys: [
                "frameLoadDelegate", "policyDelegate", "UIDelegate", "resourceLoadDelegate", "downloadDelegate",
                "editingDelegate", "hostWindow",
            ]),
        FrameworkClass(
            name: "NSWindow", superclass: "NSResponder",
            keys: [
                "delegate", "initialFirstResponder", "contentView", "toolbar", "contentViewController", "title",
                "windowController", "defaultButtonCell", "releasedWhenClosed", "frameAutosaveName", "backgroundColor",
                "minSize", "maxSize", "level", "collectionBehavior", "titleVisibility", "titlebarAppearsTransparent",
                "styleMask", "opaque", "hasShadow", "movableByWindowBackground", "excludedFromWindowsMenu",
                "tabbingMode",
                "tabbingIdentifier", "restorable", "restorationClass", "identifier", "hidesOnDeactivate", "appearance",
            ]),
        FrameworkClass(
            name: "NSPanel", superclass: "NSWindow",
            keys: ["floatingPanel", "becomesKeyOnlyIfNeeded", "worksWhenModal"]),
        FrameworkClass(
            name: "NSWindowController", superclass: "NSResponder",
            keys: [
                "window", "contentViewController", "document", "windowFrameAutosaveName", "shouldCascadeWindows",
                "owner",
            ]),
        FrameworkClass(
            name: "NSViewController", superclass: "NSResponder",
            keys: [
                "view", "representedObject", "title", "nibName", "preferredContentSize", "identifier", "sourceItemView",
            ]),
        FrameworkClass(
            name: "NSSplitViewController", superclass: "NSViewController", keys: ["splitView", "splitViewItems"]),
        FrameworkClass(
            name: "NSTabViewController", superclass: "NSViewController",
            keys: ["tabView", "tabViewItems", "selectedTabViewItemIndex", "tabStyle"]),
        FrameworkClass(
            name: "NSPageController", superclass: "NSViewController",
            keys: ["delegate", "arrangedObjects", "transitionStyle"]),
        FrameworkClass(
            name: "NSTitlebarAccessoryViewController", superclass: "NSViewController", keys: ["layoutAttribute"]),
        FrameworkClass(
            name: "NSApplication", superclass: "NSResponder",
            keys: [
                "delegate", "mainMenu", "windowsMenu", "servicesMenu", "helpMenu", "dockTile", "appearance",
                // Interface Builder's outlet for the menu the Dock shows (NSApplication's `dockMenu` key).
                "dockMenu",
            ]),
        FrameworkClass(
            name: "NSMenu", superclass: "NSObject",
            keys: ["delegate", "title", "autoenablesItems", "font", "identifier"]),
        FrameworkClass(
            name: "NSMenuItem", superclass: "NSObject",
            keys: [
                "submenu", "target", "action", "representedObject", "view", "title", "tag", "state", "image",
                "keyEquivalent", "enabled", "hidden", "toolTip", "identifier", "alternate", "indentationLevel",
            ]),
        FrameworkClass(
            name: "NSToolbar", superclass: "NSObject",
            keys: [
                "delegate", "displayMode", "sizeMode", "showsBaselineSeparator", "allowsUserCustomization",
                "autosavesConfiguration", "centeredItemIdentifier",
            ]),
        FrameworkClass(
            name: "NSToolbarItem", superclass: "NSObject",
            keys: [
                "view", "target", "action", "menuFormRepresentation", "label", "paletteLabel", "toolTip", "image",
                "tag", "enabled", "minSize", "maxSize", "visibilityPriority", "autovalidates", "bordered",
                "navigational",
            ]),
        FrameworkClass(
            name: "NSPopover", superclass: "NSResponder",
            keys: ["contentViewController", "delegate", "behavior", "animates", "appearance", "contentSize"]),
        FrameworkClass(name: "NSDrawer", superclass: "NSResponder", keys: ["contentView", "parentWindow", "delegate"]),
        FrameworkClass(name: "NSController", superclass: "NSObject"),
        FrameworkClass(
            name: "NSObjectController", superclass: "NSController",
            keys: ["content", "objectClassName", "automaticallyPreparesContent", "editable"]),
        FrameworkClass(
            name: "NSArrayController", superclass: "NSObjectController",
            keys: [
                "sortDescriptors", "filterPredicate", "selectsInsertedObjects", "avoidsEmptySelection",
                "preservesSelection", "clearsFilterPredicateOnInsertion",
            ]),
        FrameworkClass(
            name: "NSTreeController", superclass: "NSObjectController",
            keys: ["childrenKeyPath", "countKeyPath", "leafKeyPath"]),
        FrameworkClass(name: "NSUserDefaultsController", superclass: "NSController", keys: ["appliesImmediately"]),
        FrameworkClass(name: "NSFormatter", superclass: "NSObject"),
        FrameworkClass(
            name: "NSTextFinder", superclass: "NSObject",
            keys: ["client", "findBarContainer", "incrementalSearchingEnabled"]),
        FrameworkClass(
            name: "NSFontManager", superclass: "NSObject", keys: ["delegate", "target", "action"],
            actions: [
                "orderFrontFontPanel:", "orderFrontStylesPanel:", "addFontTrait:", "removeFontTrait:", "modifyFont:",
                "modifyFontViaPanel:",
            ]),
        FrameworkClass(name: "NSDocumentController", superclass: "NSObject"),
        FrameworkClass(
            name: "NSGestureRecognizer", superclass: "NSObject", keys: ["delegate", "target", "action", "enabled"]),
        FrameworkClass(
            name: "NSCell", superclass: "NSObject",
            keys: [
                "font", "title", "stringValue", "objectValue", "formatter", "menu", "representedObject", "enabled",
                "editable", "controlSize",
            ]),
    ]
}
