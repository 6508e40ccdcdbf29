import NibModel

/// What `nib check` knows of a UIKit or AppKit class by hand: the keys key-value coding can reach on it that documents
/// set (outlets and runtime attributes), and the actions it implements, from Apple's documentation of each class. The
/// SDK headers' classes and members (``iOSClasses``, ``members(of:runtime:)``), generated, complete each row: a row
/// names its superclass only for a class the headers read do not declare.
struct FrameworkClass: Sendable {
    var name: String
    /// The superclass of a class the headers read do not declare (NibKit's own `NibView`); nil for the others, whose
    /// superclass the headers give (``superclass(of:runtime:)``).
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

    /// The superclass of the framework class `name` in a document for `runtime`: the one the headers of `runtime`
    /// give; for a class of the table, its row's own first, and the other platform's headers' last (a UIKit class
    /// named in an AppKit document).
    static func superclass(of name: String, runtime: TargetRuntime) -> String? {
        guard let row = named(name) else { return declaredSuperclass(of: name, runtime: runtime) }
        return row.superclass ?? declaredSuperclass(of: name, runtime: runtime)
            ?? declaredSuperclass(of: name, runtime: runtime == .macOS ? .iOS : .macOS)
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
            name: "UIResponder", keys: ["inputView", "inputAccessoryView"],
            actions: uiKitEditActions),
        FrameworkClass(name: "UIView", keys: viewKeys),
        FrameworkClass(name: "UIWindow", keys: ["rootViewController", "windowLevel", "screen"]),
        FrameworkClass(
            name: "UIControl",
            keys: ["enabled", "selected", "highlighted", "contentHorizontalAlignment", "contentVerticalAlignment"]),
        FrameworkClass(
            name: "UILabel",
            keys: [
                "text", "font", "textColor", "textAlignment", "numberOfLines", "adjustsFontSizeToFitWidth",
                "minimumScaleFactor", "attributedText", "lineBreakMode", "highlightedTextColor", "shadowColor",
                "shadowOffset", "preferredMaxLayoutWidth", "enabled", "adjustsFontForContentSizeCategory",
                "baselineAdjustment", "highlighted",
            ]),
        FrameworkClass(
            name: "UIButton",
            keys: [
                "titleLabel", "imageView", "configuration", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets",
                "adjustsImageWhenHighlighted", "showsTouchWhenHighlighted", "menu", "showsMenuAsPrimaryAction",
                "pointerInteractionEnabled",
            ]),
        FrameworkClass(
            name: "UITextField",
            keys: [
                "delegate", "text", "placeholder", "attributedPlaceholder", "font", "textColor", "textAlignment",
                "borderStyle", "leftView", "rightView", "leftViewMode", "rightViewMode", "inputView",
                "inputAccessoryView",
                "clearButtonMode", "keyboardType", "returnKeyType", "secureTextEntry", "autocorrectionType",
                "autocapitalizationType", "keyboardAppearance", "background", "minimumFontSize",
                "adjustsFontSizeToFitWidth", "textContentType", "spellCheckingType", "enablesReturnKeyAutomatically",
            ]),
        FrameworkClass(
            name: "UIScrollView",
            keys: [
                "delegate", "contentInset", "contentSize", "contentOffset", "scrollEnabled", "pagingEnabled",
                "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "showsHorizontalScrollIndicator",
                "showsVerticalScrollIndicator", "keyboardDismissMode", "refreshControl", "scrollIndicatorInsets",
                "minimumZoomScale", "maximumZoomScale", "zoomScale", "contentInsetAdjustmentBehavior", "scrollsToTop",
                "decelerationRate", "indicatorStyle", "directionalLockEnabled", "delaysContentTouches",
            ]),
        FrameworkClass(
            name: "UITextView",
            keys: [
                "text", "attributedText", "font", "textColor", "textAlignment", "editable", "selectable",
                "dataDetectorTypes", "textContainerInset", "inputView", "inputAccessoryView", "linkTextAttributes",
                "textContainer", "typingAttributes", "allowsEditingTextAttributes",
            ]),
        FrameworkClass(
            name: "UITableView",
            keys: [
                "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "rowHeight",
                "estimatedRowHeight", "tableHeaderView", "tableFooterView", "backgroundView", "separatorColor",
                "separatorStyle", "separatorInset", "sectionHeaderHeight", "sectionFooterHeight",
                "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "allowsSelection",
                "allowsMultipleSelection", "sectionIndexColor", "sectionIndexBackgroundColor",
                "cellLayoutMarginsFollowReadableWidth",
            ]),
        FrameworkClass(
            name: "UICollectionView",
            keys: [
                "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "collectionViewLayout",
                "backgroundView", "allowsSelection", "allowsMultipleSelection",
            ]),
        FrameworkClass(
            name: "UITableViewCell",
            keys: [
                "textLabel", "detailTextLabel", "imageView", "contentView", "accessoryView", "backgroundView",
                "selectedBackgroundView", "selectionStyle", "accessoryType", "editingAccessoryView",
                "editingAccessoryType", "separatorInset", "indentationLevel", "indentationWidth", "focusStyle",
            ]),
        FrameworkClass(name: "UICollectionReusableView"),
        FrameworkClass(
            name: "UICollectionViewCell",
            keys: ["contentView", "backgroundView", "selectedBackgroundView"]),
        FrameworkClass(
            name: "UITableViewHeaderFooterView",
            keys: ["textLabel", "detailTextLabel", "contentView", "backgroundView"]),
        FrameworkClass(
            name: "UIImageView",
            keys: [
                "image", "highlightedImage", "animationImages", "highlightedAnimationImages", "animationDuration",
                "highlighted", "preferredSymbolConfiguration",
            ]),
        FrameworkClass(
            name: "UIStackView",
            keys: [
                "axis", "spacing", "alignment", "distribution", "baselineRelativeArrangement",
                "layoutMarginsRelativeArrangement",
            ]),
        FrameworkClass(name: "UISwitch", keys: ["on", "onTintColor", "thumbTintColor"]),
        FrameworkClass(
            name: "UISlider",
            keys: [
                "value", "minimumValue", "maximumValue", "minimumTrackTintColor", "maximumTrackTintColor",
                "thumbTintColor", "minimumValueImage", "maximumValueImage",
            ]),
        FrameworkClass(
            name: "UISegmentedControl",
            keys: ["selectedSegmentIndex", "selectedSegmentTintColor", "momentary", "apportionsSegmentWidthsByContent"]),
        FrameworkClass(
            name: "UIPageControl",
            keys: [
                "numberOfPages", "currentPage", "pageIndicatorTintColor", "currentPageIndicatorTintColor",
                "hidesForSinglePage",
            ]),
        FrameworkClass(
            name: "UIStepper", keys: ["value", "minimumValue", "maximumValue", "stepValue"]),
        FrameworkClass(
            name: "UIDatePicker",
            keys: ["date", "datePickerMode", "minimumDate", "maximumDate", "locale"]),
        FrameworkClass(
            name: "UIActivityIndicatorView", keys: ["color", "hidesWhenStopped", "style"]),
        FrameworkClass(
            name: "UIProgressView", keys: ["progress", "progressTintColor", "trackTintColor"]),
        FrameworkClass(name: "UIPickerView", keys: ["dataSource", "delegate"]),
        FrameworkClass(
            name: "UISearchBar",
            keys: [
                "delegate", "text", "placeholder", "prompt", "barTintColor", "searchBarStyle", "inputAccessoryView",
                "showsCancelButton", "scopeButtonTitles", "searchTextField",
            ]),
        FrameworkClass(
            name: "UINavigationBar",
            keys: ["delegate", "barTintColor", "titleTextAttributes", "translucent", "prefersLargeTitles", "barStyle"]),
        FrameworkClass(
            name: "UIToolbar",
            keys: ["delegate", "items", "barTintColor", "translucent", "barStyle"]),
        FrameworkClass(
            name: "UITabBar",
            keys: ["delegate", "items", "barTintColor", "translucent", "selectedItem"]),
        FrameworkClass(name: "UIVisualEffectView", keys: ["contentView", "effect"]),
        FrameworkClass(name: "UIRefreshControl", keys: ["tintColor", "attributedTitle"]),
        FrameworkClass(name: "UIWebView", keys: ["delegate", "scalesPageToFit"]),
        FrameworkClass(name: "WKWebView", superclass: "UIView", keys: ["navigationDelegate", "UIDelegate"]),
        FrameworkClass(name: "MKMapView", keys: ["delegate", "showsUserLocation", "mapType"]),
        FrameworkClass(
            name: "UIViewController",
            keys: [
                "view", "title", "tabBarItem", "navigationItem", "searchDisplayController", "preferredContentSize",
                "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext", "restorationIdentifier",
                "hidesBottomBarWhenPushed", "toolbarItems", "edgesForExtendedLayout",
                "extendedLayoutIncludesOpaqueBars", "providesPresentationContextTransitionStyle",
                "transitioningDelegate", "additionalSafeAreaInsets", "overrideUserInterfaceStyle",
                "isModalInPresentation", "restorationClass",
            ]),
        FrameworkClass(
            name: "UITableViewController",
            keys: ["tableView", "refreshControl", "clearsSelectionOnViewWillAppear"]),
        FrameworkClass(
            name: "UICollectionViewController",
            keys: ["collectionView", "collectionViewLayout", "clearsSelectionOnViewWillAppear"]),
        FrameworkClass(
            name: "UINavigationController",
            keys: ["delegate", "navigationBar", "toolbar", "viewControllers"]),
        FrameworkClass(
            name: "UITabBarController",
            keys: ["delegate", "viewControllers", "selectedIndex", "tabBar"]),
        FrameworkClass(
            name: "UISplitViewController",
            keys: ["delegate", "viewControllers", "preferredDisplayMode"]),
        FrameworkClass(name: "UIPageViewController", keys: ["delegate", "dataSource"]),
        FrameworkClass(
            name: "UISearchController",
            keys: ["searchResultsUpdater", "delegate", "searchBar"]),
        FrameworkClass(
            name: "UISearchDisplayController",
            keys: [
                "delegate", "searchBar", "searchContentsController", "searchResultsDataSource",
                "searchResultsDelegate",
            ]),
        FrameworkClass(
            name: "UIGestureRecognizer",
            keys: ["delegate", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"]),
        FrameworkClass(
            name: "UINavigationItem",
            keys: [
                "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "title", "prompt",
                "leftBarButtonItems", "rightBarButtonItems", "searchController", "largeTitleDisplayMode",
            ]),
        FrameworkClass(
            name: "UIBarItem",
            keys: ["title", "image", "enabled", "tag", "landscapeImagePhone"]),
        FrameworkClass(
            name: "UIBarButtonItem",
            keys: ["customView", "target", "action", "tintColor", "style", "width", "menu", "possibleTitles"]),
        FrameworkClass(
            name: "UITabBarItem", keys: ["selectedImage", "badgeValue", "badgeColor"]),
        // AppKit
        FrameworkClass(
            name: "NSResponder", keys: ["nextResponder", "menu"],
            actions: appKitResponderActions),
        FrameworkClass(name: "NSView", keys: appKitViewKeys),
        FrameworkClass(name: "NSControl", keys: controlKeys, actions: ["performClick:"]),
        FrameworkClass(
            name: "NSTextField",
            keys: [
                "delegate", "placeholderString", "placeholderAttributedString", "textColor", "backgroundColor",
                "drawsBackground", "bezeled", "bordered", "editable", "selectable", "preferredMaxLayoutWidth",
                "maximumNumberOfLines", "allowsDefaultTighteningForTruncation",
            ]),
        FrameworkClass(name: "NSSecureTextField"),
        FrameworkClass(
            name: "NSSearchField",
            keys: [
                "searchMenuTemplate", "recentsAutosaveName", "sendsSearchStringImmediately", "sendsWholeSearchString",
            ]),
        FrameworkClass(
            name: "NSComboBox",
            keys: ["dataSource", "usesDataSource", "numberOfVisibleItems"]),
        FrameworkClass(name: "NSTokenField", keys: ["tokenStyle"]),
        FrameworkClass(
            name: "NSButton",
            keys: [
                "title", "image", "alternateImage", "state", "keyEquivalent", "bezelStyle", "imagePosition",
                "contentTintColor", "attributedTitle", "showsBorderOnlyWhileMouseInside", "bordered", "transparent",
                "allowsMixedState", "bezelColor",
            ]),
        FrameworkClass(name: "NSPopUpButton", keys: ["menu", "pullsDown", "autoenablesItems"]),
        FrameworkClass(
            name: "NSSegmentedControl",
            keys: ["selectedSegment", "segmentCount", "trackingMode"]),
        FrameworkClass(
            name: "NSSlider",
            keys: ["minValue", "maxValue", "numberOfTickMarks", "trackFillColor"]),
        FrameworkClass(
            name: "NSStepper",
            keys: ["minValue", "maxValue", "increment", "valueWraps", "autorepeat"]),
        FrameworkClass(
            name: "NSImageView",
            keys: ["image", "imageScaling", "editable", "animates", "contentTintColor"]),
        FrameworkClass(name: "NSColorWell", keys: ["color"]),
        FrameworkClass(
            name: "NSDatePicker", keys: ["dateValue", "minDate", "maxDate", "delegate"]),
        FrameworkClass(name: "NSPathControl", keys: ["delegate", "URL"]),
        FrameworkClass(
            name: "NSLevelIndicator",
            keys: ["minValue", "maxValue", "warningValue", "criticalValue"]),
        FrameworkClass(name: "NSSwitch", keys: ["state"]),
        FrameworkClass(
            name: "NSTableView",
            keys: [
                "dataSource", "delegate", "headerView", "cornerView", "doubleAction", "rowHeight",
                "usesAlternatingRowBackgroundColors", "allowsMultipleSelection", "gridStyleMask", "intercellSpacing",
                "backgroundColor", "autosaveName", "autosaveTableColumns", "columnAutoresizingStyle", "style",
                "floatsGroupRows", "selectionHighlightStyle", "draggingDestinationFeedbackStyle",
            ]),
        FrameworkClass(
            name: "NSOutlineView",
            keys: ["outlineTableColumn", "indentationPerLevel", "autosaveExpandedItems", "autoresizesOutlineColumn"]),
        FrameworkClass(name: "NSBrowser", keys: ["delegate", "doubleAction"]),
        FrameworkClass(name: "NSMatrix", keys: ["delegate", "doubleAction", "prototype"]),
        FrameworkClass(
            name: "NSScrollView",
            keys: [
                "documentView", "contentView", "verticalScroller", "horizontalScroller", "hasVerticalScroller",
                "hasHorizontalScroller", "autohidesScrollers", "drawsBackground", "backgroundColor", "borderType",
                "automaticallyAdjustsContentInsets", "contentInsets", "scrollerStyle", "verticalRulerView",
                "horizontalRulerView", "allowsMagnification", "magnification",
            ]),
        FrameworkClass(
            name: "NSClipView", keys: ["documentView", "drawsBackground", "backgroundColor"]),
        FrameworkClass(
            name: "NSText",
            keys: [
                "delegate", "string", "font", "textColor", "backgroundColor", "editable", "selectable", "richText",
                "fieldEditor", "drawsBackground",
            ]),
        FrameworkClass(
            name: "NSTextView",
            keys: [
                "textContainer", "textStorage", "layoutManager", "allowsUndo", "usesFindBar", "usesFontPanel",
                "textContainerInset", "linkTextAttributes", "typingAttributes", "automaticQuoteSubstitutionEnabled",
                "automaticDashSubstitutionEnabled", "automaticSpellingCorrectionEnabled",
                "continuousSpellCheckingEnabled", "smartInsertDeleteEnabled", "automaticLinkDetectionEnabled",
                "importsGraphics", "allowsImageEditing", "usesRuler", "rulerVisible", "insertionPointColor",
                "selectedTextAttributes", "defaultParagraphStyle",
            ]),
        FrameworkClass(
            name: "NSBox",
            keys: [
                "contentView", "title", "boxType", "fillColor", "borderColor", "cornerRadius", "borderWidth",
                "transparent",
            ]),
        FrameworkClass(name: "NSTabView", keys: ["delegate", "tabViewType"]),
        FrameworkClass(
            name: "NSTabViewItem",
            keys: ["view", "label", "identifier", "initialFirstResponder", "viewController"]),
        FrameworkClass(
            name: "NSSplitView", keys: ["delegate", "autosaveName", "vertical", "dividerStyle"]),
        FrameworkClass(
            name: "NSStackView",
            keys: ["delegate", "orientation", "spacing", "alignment", "distribution", "edgeInsets"]),
        FrameworkClass(name: "NSGridView"),
        FrameworkClass(name: "NSVisualEffectView", keys: ["material", "blendingMode", "state"]),
        FrameworkClass(
            name: "NSProgressIndicator",
            keys: [
                "minValue", "maxValue", "doubleValue", "indeterminate", "usesThreadedAnimation", "displayedWhenStopped",
                "style",
            ]),
        FrameworkClass(
            name: "NSTableCellView",
            keys: ["textField", "imageView", "objectValue", "backgroundStyle", "rowSizeStyle"]),
        FrameworkClass(
            name: "NSTableRowView",
            keys: ["selected", "emphasized", "groupRowStyle", "selectionHighlightStyle", "backgroundColor"]),
        FrameworkClass(name: "NSTableHeaderView", keys: ["tableView"]),
        FrameworkClass(
            name: "NSTableColumn",
            keys: [
                "headerCell", "dataCell", "identifier", "title", "width", "minWidth", "maxWidth", "hidden",
                "sortDescriptorPrototype", "headerToolTip", "editable", "resizingMask",
            ]),
        FrameworkClass(
            name: "NSCollectionView",
            keys: [
                "dataSource", "delegate", "itemPrototype", "collectionViewLayout", "content", "selectable",
                "allowsMultipleSelection", "backgroundColors", "prefetchDataSource",
            ]),
        FrameworkClass(
            name: "NSCollectionViewItem", keys: ["imageView", "textField", "selected"]),
        FrameworkClass(
            name: "WebView", superclass: "NSView",
            keys: [
                "frameLoadDelegate", "policyDelegate", "UIDelegate", "resourceLoadDelegate", "downloadDelegate",
                "editingDelegate", "hostWindow",
            ]),
        FrameworkClass(
            name: "NSWindow",
            keys: [
                "delegate", "initialFirstResponder", "contentView", "toolbar", "contentViewController", "title",
                "windowController", "defaultButtonCell", "releasedWhenClosed", "frameAutosaveName", "backgroundColor",
                "minSize", "maxSize", "level", "collectionBehavior", "titleVisibility", "titlebarAppearsTransparent",
                "styleMask", "opaque", "hasShadow", "movableByWindowBackground", "excludedFromWindowsMenu",
                "tabbingMode",
                "tabbingIdentifier", "restorable", "restorationClass", "identifier", "hidesOnDeactivate", "appearance",
            ]),
        FrameworkClass(
            name: "NSPanel",
            keys: ["floatingPanel", "becomesKeyOnlyIfNeeded", "worksWhenModal"]),
        FrameworkClass(
            name: "NSWindowController",
            keys: [
                "window", "contentViewController", "document", "windowFrameAutosaveName", "shouldCascadeWindows",
                "owner",
            ]),
        FrameworkClass(
            name: "NSViewController",
            keys: [
                "view", "representedObject", "title", "nibName", "preferredContentSize", "identifier", "sourceItemView",
            ]),
        FrameworkClass(
            name: "NSSplitViewController", keys: ["splitView", "splitViewItems"]),
        FrameworkClass(
            name: "NSTabViewController",
            keys: ["tabView", "tabViewItems", "selectedTabViewItemIndex", "tabStyle"]),
        FrameworkClass(
            name: "NSPageController",
            keys: ["delegate", "arrangedObjects", "transitionStyle"]),
        FrameworkClass(
            name: "NSTitlebarAccessoryViewController", keys: ["layoutAttribute"]),
        FrameworkClass(
            name: "NSApplication",
            keys: [
                "delegate", "mainMenu", "windowsMenu", "servicesMenu", "helpMenu", "dockTile", "appearance",
                // Interface Builder's outlet for the menu the Dock shows (NSApplication's `dockMenu` key).
                "dockMenu",
            ]),
        FrameworkClass(
            name: "NSMenu",
            keys: ["delegate", "title", "autoenablesItems", "font", "identifier"]),
        FrameworkClass(
            name: "NSMenuItem",
            keys: [
                "submenu", "target", "action", "representedObject", "view", "title", "tag", "state", "image",
                "keyEquivalent", "enabled", "hidden", "toolTip", "identifier", "alternate", "indentationLevel",
            ]),
        FrameworkClass(
            name: "NSToolbar",
            keys: [
                "delegate", "displayMode", "sizeMode", "showsBaselineSeparator", "allowsUserCustomization",
                "autosavesConfiguration", "centeredItemIdentifier",
            ]),
        FrameworkClass(
            name: "NSToolbarItem",
            keys: [
                "view", "target", "action", "menuFormRepresentation", "label", "paletteLabel", "toolTip", "image",
                "tag", "enabled", "minSize", "maxSize", "visibilityPriority", "autovalidates", "bordered",
                "navigational",
            ]),
        FrameworkClass(
            name: "NSPopover",
            keys: ["contentViewController", "delegate", "behavior", "animates", "appearance", "contentSize"]),
        FrameworkClass(name: "NSDrawer", keys: ["contentView", "parentWindow", "delegate"]),
        FrameworkClass(name: "NSController"),
        FrameworkClass(
            name: "NSObjectController",
            keys: ["content", "objectClassName", "automaticallyPreparesContent", "editable"]),
        FrameworkClass(
            name: "NSArrayController",
            keys: [
                "sortDescriptors", "filterPredicate", "selectsInsertedObjects", "avoidsEmptySelection",
                "preservesSelection", "clearsFilterPredicateOnInsertion",
            ]),
        FrameworkClass(
            name: "NSTreeController",
            keys: ["childrenKeyPath", "countKeyPath", "leafKeyPath"]),
        FrameworkClass(name: "NSUserDefaultsController", keys: ["appliesImmediately"]),
        FrameworkClass(name: "NSFormatter"),
        FrameworkClass(
            name: "NSTextFinder",
            keys: ["client", "findBarContainer", "incrementalSearchingEnabled"]),
        FrameworkClass(
            name: "NSFontManager", keys: ["delegate", "target", "action"],
            actions: [
                "orderFrontFontPanel:", "orderFrontStylesPanel:", "addFontTrait:", "removeFontTrait:", "modifyFont:",
                "modifyFontViaPanel:",
            ]),
        FrameworkClass(name: "NSDocumentController"),
        FrameworkClass(
            name: "NSGestureRecognizer", keys: ["delegate", "target", "action", "enabled"]),
        FrameworkClass(
            name: "NSCell",
            keys: [
                "font", "title", "stringValue", "objectValue", "formatter", "menu", "representedObject", "enabled",
                "editable", "controlSize",
            ]),
    ]
}
