/// The table of Interface Builder element names: what category each belongs to, and which UIKit / AppKit class
/// the nib loader creates for it when no custom class is set.
package enum ElementClasses {
    /// One row of the table.
    struct Entry: Sendable {
        /// The category of the element's objects.
        var category: ObjectCategory
        /// The UIKit class created for the element; nil when the table names none.
        var uiKitClass: String?
        /// The AppKit class created for the element; nil when the table names none.
        var appKitClass: String?
    }

    /// The category of an element, or nil when the element is not in the table.
    package static func category(ofElement name: ElementKind) -> ObjectCategory? {
        table[name]?.category
    }

    /// The class created for an element on a runtime. Unknown elements get a class name derived from the element
    /// (`fooBar` → `UIFooBar` / `NSFooBar`), as Interface Builder's own naming does.
    package static func className(forElement name: ElementKind, runtime: TargetRuntime) -> String {
        let entry = table[name]
        switch runtime {
        case .macOS:
            if let name = entry?.appKitClass { return name }
            return "NS" + name.rawValue.prefix(1).uppercased() + name.rawValue.dropFirst()
        default:
            if let name = entry?.uiKitClass { return name }
            return "UI" + name.rawValue.prefix(1).uppercased() + name.rawValue.dropFirst()
        }
    }

    private static func row(_ category: ObjectCategory, _ ui: String?, _ ns: String?) -> Entry {
        Entry(category: category, uiKitClass: ui, appKitClass: ns)
    }

    static let table: [ElementKind: Entry] = [
        // Views shared by name between UIKit and AppKit.
        .view: row(.view, "UIView", "NSView"),
        .label: row(.view, "UILabel", nil),
        .button: row(.view, "UIButton", "NSButton"),
        .imageView: row(.view, "UIImageView", "NSImageView"),
        .textField: row(.view, "UITextField", "NSTextField"),
        .secureTextField: row(.view, nil, "NSSecureTextField"),
        .textView: row(.view, "UITextView", "NSTextView"),
        .`switch`: row(.view, "UISwitch", "NSSwitch"),
        .slider: row(.view, "UISlider", "NSSlider"),
        .stepper: row(.view, "UIStepper", "NSStepper"),
        .stackView: row(.view, "UIStackView", "NSStackView"),
        .scrollView: row(.view, "UIScrollView", "NSScrollView"),
        .tableView: row(.view, "UITableView", "NSTableView"),
        .tableViewCell: row(.view, "UITableViewCell", nil),
        .tableViewCellContentView: row(.view, "UITableViewCellContentView", nil),
        .collectionView: row(.view, "UICollectionView", "NSCollectionView"),
        .collectionViewCell: row(.view, "UICollectionViewCell", nil),
        .collectionViewCellContentView: row(.view, "UIView", nil),
        .collectionReusableView: row(.view, "UICollectionReusableView", nil),
        .activityIndicatorView: row(.view, "UIActivityIndicatorView", nil),
        .progressView: row(.view, "UIProgressView", nil),
        .pageControl: row(.view, "UIPageControl", nil),
        .segmentedControl: row(.view, "UISegmentedControl", "NSSegmentedControl"),
        .datePicker: row(.view, "UIDatePicker", "NSDatePicker"),
        .pickerView: row(.view, "UIPickerView", nil),
        .visualEffectView: row(.view, "UIVisualEffectView", "NSVisualEffectView"),
        .searchBar: row(.view, "UISearchBar", nil),
        .navigationBar: row(.view, "UINavigationBar", nil),
        .toolbar: row(.view, "UIToolbar", "NSToolbar"),
        .tabBar: row(.view, "UITabBar", nil),
        .mapView: row(.view, "MKMapView", "MKMapView"),
        .wkWebView: row(.view, "WKWebView", "WKWebView"),
        .webView: row(.view, "UIWebView", "WebView"),
        .containerView: row(.view, "UIView", "NSView"),
        .glkView: row(.view, "GLKView", nil),
        .skView: row(.view, "SKView", "SKView"),
        .sceneKitView: row(.view, "SCNView", "SCNView"),
        .arscnView: row(.view, "ARSCNView", nil),
        .arskView: row(.view, "ARSKView", nil),
        .mtkView: row(.view, "MTKView", "MTKView"),
        // AppKit views.
        .customView: row(.view, nil, "NSView"),
        .box: row(.view, nil, "NSBox"),
        .clipView: row(.view, nil, "NSClipView"),
        .scroller: row(.view, nil, "NSScroller"),
        .tableCellView: row(.view, nil, "NSTableCellView"),
        .tableHeaderView: row(.view, nil, "NSTableHeaderView"),
        .outlineView: row(.view, nil, "NSOutlineView"),
        .popUpButton: row(.view, nil, "NSPopUpButton"),
        .progressIndicator: row(.view, nil, "NSProgressIndicator"),
        .splitView: row(.view, nil, "NSSplitView"),
        .tabView: row(.view, nil, "NSTabView"),
        .gridView: row(.view, nil, "NSGridView"),
        .searchField: row(.view, nil, "NSSearchField"),
        .comboBox: row(.view, nil, "NSComboBox"),
        .predicateEditor: row(.view, nil, "NSPredicateEditor"),
        .levelIndicator: row(.view, nil, "NSLevelIndicator"),
        .colorWell: row(.view, nil, "NSColorWell"),
        .pathControl: row(.view, nil, "NSPathControl"),
        .matrix: row(.view, nil, "NSMatrix"),
        .tokenField: row(.view, nil, "NSTokenField"),
        .ruleEditor: row(.view, nil, "NSRuleEditor"),
        .control: row(.view, "UIControl", "NSControl"),
        .avPlayerView: row(.view, nil, "AVPlayerView"),
        // View controllers.
        .viewController: row(.viewController, "UIViewController", "NSViewController"),
        .tableViewController: row(.viewController, "UITableViewController", nil),
        .collectionViewController: row(.viewController, "UICollectionViewController", nil),
        .navigationController: row(.viewController, "UINavigationController", nil),
        .tabBarController: row(.viewController, "UITabBarController", nil),
        .splitViewController: row(.viewController, "UISplitViewController", "NSSplitViewController"),
        .pageViewController: row(.viewController, "UIPageViewController", "NSPageController"),
        .tabViewController: row(.viewController, nil, "NSTabViewController"),
        .windowController: row(.viewController, nil, "NSWindowController"),
        .collectionViewItem: row(.viewController, nil, "NSCollectionViewItem"),
        .avPlayerViewController: row(.viewController, "AVPlayerViewController", "AVPlayerViewController"),
        .glkViewController: row(.viewController, "GLKViewController", nil),
        .hostingController: row(.viewController, "UIHostingController", "NSHostingController"),
        .viewControllerPlaceholder: row(.viewController, "UIStoryboardReference", nil),
        .controllerPlaceholder: row(.viewController, nil, "NSStoryboardReference"),
        // Placeholders and plain objects.
        .placeholder: row(.placeholder, "UIProxyObject", "NSProxy"),
        .customObject: row(.customObject, "NSObject", "NSObject"),
        .object: row(.customObject, "NSObject", "NSObject"),
        // Gesture recognizers.
        .tapGestureRecognizer: row(.gestureRecognizer, "UITapGestureRecognizer", nil),
        .panGestureRecognizer: row(.gestureRecognizer, "UIPanGestureRecognizer", nil),
        .pinchGestureRecognizer: row(.gestureRecognizer, "UIPinchGestureRecognizer", nil),
        .swipeGestureRecognizer: row(.gestureRecognizer, "UISwipeGestureRecognizer", nil),
        .rotationGestureRecognizer: row(.gestureRecognizer, "UIRotationGestureRecognizer", nil),
        // Interface Builder really spells the long press recognizer's element `pongPressGestureRecognizer`.
        .pongPressGestureRecognizer: row(.gestureRecognizer, "UILongPressGestureRecognizer", nil),
        .screenEdgePanGestureRecognizer: row(.gestureRecognizer, "UIScreenEdgePanGestureRecognizer", nil),
        .clickGestureRecognizer: row(.gestureRecognizer, nil, "NSClickGestureRecognizer"),
        // Items.
        .navigationItem: row(.item, "UINavigationItem", nil),
        .barButtonItem: row(.item, "UIBarButtonItem", nil),
        .tabBarItem: row(.item, "UITabBarItem", nil),
        .toolbarItem: row(.item, nil, "NSToolbarItem"),
        .menuItem: row(.item, nil, "NSMenuItem"),
        .tabViewItem: row(.item, nil, "NSTabViewItem"),
        .splitViewItem: row(.item, nil, "NSSplitViewItem"),
        // AppKit cells.
        .buttonCell: row(.cell, nil, "NSButtonCell"),
        .textFieldCell: row(.cell, nil, "NSTextFieldCell"),
        .secureTextFieldCell: row(.cell, nil, "NSSecureTextFieldCell"),
        .imageCell: row(.cell, nil, "NSImageCell"),
        .popUpButtonCell: row(.cell, nil, "NSPopUpButtonCell"),
        .searchFieldCell: row(.cell, nil, "NSSearchFieldCell"),
        .comboBoxCell: row(.cell, nil, "NSComboBoxCell"),
        .stepperCell: row(.cell, nil, "NSStepperCell"),
        .sliderCell: row(.cell, nil, "NSSliderCell"),
        .tableHeaderCell: row(.cell, nil, "NSTableHeaderCell"),
        .segmentedCell: row(.cell, nil, "NSSegmentedCell"),
        .datePickerCell: row(.cell, nil, "NSDatePickerCell"),
        .levelIndicatorCell: row(.cell, nil, "NSLevelIndicatorCell"),
        .pathCell: row(.cell, nil, "NSPathCell"),
    ]
}
