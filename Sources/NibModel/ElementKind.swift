/// An object's element name (`label`, `stackView`, `tableViewCell`): which kind of object Interface Builder archived.
///
/// Open and lossless: an element without a constant keeps its name and compares unequal to every constant.
public struct ElementKind: DocumentValue {
    /// The element name as the document writes it.
    public var rawValue: String

    /// The kind with an element name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }
}

// The element names of ElementClasses' table (the class each makes is there), and the other elements code names.
extension ElementKind {
    /// `<view>`: UIView / NSView.
    public static let view = Self(rawValue: "view")
    /// `<label>`: UILabel.
    public static let label = Self(rawValue: "label")
    /// `<button>`: UIButton / NSButton.
    public static let button = Self(rawValue: "button")
    /// `<imageView>`: UIImageView / NSImageView.
    public static let imageView = Self(rawValue: "imageView")
    /// `<textField>`: UITextField / NSTextField.
    public static let textField = Self(rawValue: "textField")
    /// `<secureTextField>`: NSSecureTextField.
    public static let secureTextField = Self(rawValue: "secureTextField")
    /// `<textView>`: UITextView / NSTextView.
    public static let textView = Self(rawValue: "textView")
    /// `<switch>`: UISwitch / NSSwitch.
    public static let `switch` = Self(rawValue: "switch")
    /// `<slider>`: UISlider / NSSlider.
    public static let slider = Self(rawValue: "slider")
    /// `<stepper>`: UIStepper / NSStepper.
    public static let stepper = Self(rawValue: "stepper")
    /// `<stackView>`: UIStackView / NSStackView.
    public static let stackView = Self(rawValue: "stackView")
    /// `<scrollView>`: UIScrollView / NSScrollView.
    public static let scrollView = Self(rawValue: "scrollView")
    /// `<tableView>`: UITableView / NSTableView.
    public static let tableView = Self(rawValue: "tableView")
    /// `<tableViewCell>`: UITableViewCell.
    public static let tableViewCell = Self(rawValue: "tableViewCell")
    /// `<tableViewCellContentView>`: UITableViewCellContentView.
    public static let tableViewCellContentView = Self(rawValue: "tableViewCellContentView")
    /// `<collectionView>`: UICollectionView / NSCollectionView.
    public static let collectionView = Self(rawValue: "collectionView")
    /// `<collectionViewFlowLayout>`: a collection view's UICollectionViewFlowLayout.
    public static let collectionViewFlowLayout = Self(rawValue: "collectionViewFlowLayout")
    /// `<collectionViewCell>`: UICollectionViewCell.
    public static let collectionViewCell = Self(rawValue: "collectionViewCell")
    /// `<collectionViewCellContentView>`: UIView.
    public static let collectionViewCellContentView = Self(rawValue: "collectionViewCellContentView")
    /// `<collectionReusableView>`: UICollectionReusableView.
    public static let collectionReusableView = Self(rawValue: "collectionReusableView")
    /// `<activityIndicatorView>`: UIActivityIndicatorView.
    public static let activityIndicatorView = Self(rawValue: "activityIndicatorView")
    /// `<progressView>`: UIProgressView.
    public static let progressView = Self(rawValue: "progressView")
    /// `<pageControl>`: UIPageControl.
    public static let pageControl = Self(rawValue: "pageControl")
    /// `<segmentedControl>`: UISegmentedControl / NSSegmentedControl.
    public static let segmentedControl = Self(rawValue: "segmentedControl")
    /// `<datePicker>`: UIDatePicker / NSDatePicker.
    public static let datePicker = Self(rawValue: "datePicker")
    /// `<pickerView>`: UIPickerView.
    public static let pickerView = Self(rawValue: "pickerView")
    /// `<visualEffectView>`: UIVisualEffectView / NSVisualEffectView.
    public static let visualEffectView = Self(rawValue: "visualEffectView")
    /// `<searchBar>`: UISearchBar.
    public static let searchBar = Self(rawValue: "searchBar")
    /// `<navigationBar>`: UINavigationBar.
    public static let navigationBar = Self(rawValue: "navigationBar")
    /// `<toolbar>`: UIToolbar / NSToolbar.
    public static let toolbar = Self(rawValue: "toolbar")
    /// `<tabBar>`: UITabBar.
    public static let tabBar = Self(rawValue: "tabBar")
    /// `<mapView>`: MKMapView / MKMapView.
    public static let mapView = Self(rawValue: "mapView")
    /// `<wkWebView>`: WKWebView / WKWebView.
    public static let wkWebView = Self(rawValue: "wkWebView")
    /// `<webView>`: UIWebView / WebView.
    public static let webView = Self(rawValue: "webView")
    /// `<containerView>`: UIView / NSView.
    public static let containerView = Self(rawValue: "containerView")
    /// `<glkView>`: GLKView.
    public static let glkView = Self(rawValue: "glkView")
    /// `<skView>`: SKView / SKView.
    public static let skView = Self(rawValue: "skView")
    /// `<sceneKitView>`: SCNView / SCNView.
    public static let sceneKitView = Self(rawValue: "sceneKitView")
    /// `<arscnView>`: ARSCNView.
    public static let arscnView = Self(rawValue: "arscnView")
    /// `<arskView>`: ARSKView.
    public static let arskView = Self(rawValue: "arskView")
    /// `<mtkView>`: MTKView / MTKView.
    public static let mtkView = Self(rawValue: "mtkView")
    /// `<customView>`: NSView.
    public static let customView = Self(rawValue: "customView")
    /// `<box>`: NSBox.
    public static let box = Self(rawValue: "box")
    /// `<clipView>`: NSClipView.
    public static let clipView = Self(rawValue: "clipView")
    /// `<scroller>`: NSScroller.
    public static let scroller = Self(rawValue: "scroller")
    /// `<tableCellView>`: NSTableCellView.
    public static let tableCellView = Self(rawValue: "tableCellView")
    /// `<tableHeaderView>`: NSTableHeaderView.
    public static let tableHeaderView = Self(rawValue: "tableHeaderView")
    /// `<outlineView>`: NSOutlineView.
    public static let outlineView = Self(rawValue: "outlineView")
    /// `<popUpButton>`: NSPopUpButton.
    public static let popUpButton = Self(rawValue: "popUpButton")
    /// `<progressIndicator>`: NSProgressIndicator.
    public static let progressIndicator = Self(rawValue: "progressIndicator")
    /// `<splitView>`: NSSplitView.
    public static let splitView = Self(rawValue: "splitView")
    /// `<tabView>`: NSTabView.
    public static let tabView = Self(rawValue: "tabView")
    /// `<gridView>`: NSGridView.
    public static let gridView = Self(rawValue: "gridView")
    /// `<searchField>`: NSSearchField.
    public static let searchField = Self(rawValue: "searchField")
    /// `<comboBox>`: NSComboBox.
    public static let comboBox = Self(rawValue: "comboBox")
    /// `<predicateEditor>`: NSPredicateEditor.
    public static let predicateEditor = Self(rawValue: "predicateEditor")
    /// `<levelIndicator>`: NSLevelIndicator.
    public static let levelIndicator = Self(rawValue: "levelIndicator")
    /// `<colorWell>`: NSColorWell.
    public static let colorWell = Self(rawValue: "colorWell")
    /// `<pathControl>`: NSPathControl.
    public static let pathControl = Self(rawValue: "pathControl")
    /// `<matrix>`: NSMatrix.
    public static let matrix = Self(rawValue: "matrix")
    /// `<tokenField>`: NSTokenField.
    public static let tokenField = Self(rawValue: "tokenField")
    /// `<ruleEditor>`: NSRuleEditor.
    public static let ruleEditor = Self(rawValue: "ruleEditor")
    /// `<control>`: UIControl / NSControl.
    public static let control = Self(rawValue: "control")
    /// `<avPlayerView>`: AVPlayerView.
    public static let avPlayerView = Self(rawValue: "avPlayerView")
    /// `<viewController>`: UIViewController / NSViewController.
    public static let viewController = Self(rawValue: "viewController")
    /// `<tableViewController>`: UITableViewController.
    public static let tableViewController = Self(rawValue: "tableViewController")
    /// `<collectionViewController>`: UICollectionViewController.
    public static let collectionViewController = Self(rawValue: "collectionViewController")
    /// `<navigationController>`: UINavigationController.
    public static let navigationController = Self(rawValue: "navigationController")
    /// `<tabBarController>`: UITabBarController.
    public static let tabBarController = Self(rawValue: "tabBarController")
    /// `<splitViewController>`: UISplitViewController / NSSplitViewController.
    public static let splitViewController = Self(rawValue: "splitViewController")
    /// `<pageViewController>`: UIPageViewController / NSPageController.
    public static let pageViewController = Self(rawValue: "pageViewController")
    /// `<tabViewController>`: NSTabViewController.
    public static let tabViewController = Self(rawValue: "tabViewController")
    /// `<windowController>`: NSWindowController.
    public static let windowController = Self(rawValue: "windowController")
    /// `<collectionViewItem>`: NSCollectionViewItem.
    public static let collectionViewItem = Self(rawValue: "collectionViewItem")
    /// `<avPlayerViewController>`: AVPlayerViewController / AVPlayerViewController.
    public static let avPlayerViewController = Self(rawValue: "avPlayerViewController")
    /// `<glkViewController>`: GLKViewController.
    public static let glkViewController = Self(rawValue: "glkViewController")
    /// `<hostingController>`: UIHostingController / NSHostingController.
    public static let hostingController = Self(rawValue: "hostingController")
    /// `<viewControllerPlaceholder>`: UIStoryboardReference.
    public static let viewControllerPlaceholder = Self(rawValue: "viewControllerPlaceholder")
    /// `<controllerPlaceholder>`: NSStoryboardReference.
    public static let controllerPlaceholder = Self(rawValue: "controllerPlaceholder")
    /// `<placeholder>`: UIProxyObject / NSProxy.
    public static let placeholder = Self(rawValue: "placeholder")
    /// `<customObject>`: NSObject / NSObject.
    public static let customObject = Self(rawValue: "customObject")
    /// `<object>`: NSObject / NSObject.
    public static let object = Self(rawValue: "object")
    /// `<tapGestureRecognizer>`: UITapGestureRecognizer.
    public static let tapGestureRecognizer = Self(rawValue: "tapGestureRecognizer")
    /// `<panGestureRecognizer>`: UIPanGestureRecognizer.
    public static let panGestureRecognizer = Self(rawValue: "panGestureRecognizer")
    /// `<pinchGestureRecognizer>`: UIPinchGestureRecognizer.
    public static let pinchGestureRecognizer = Self(rawValue: "pinchGestureRecognizer")
    /// `<swipeGestureRecognizer>`: UISwipeGestureRecognizer.
    public static let swipeGestureRecognizer = Self(rawValue: "swipeGestureRecognizer")
    /// `<rotationGestureRecognizer>`: UIRotationGestureRecognizer.
    public static let rotationGestureRecognizer = Self(rawValue: "rotationGestureRecognizer")
    /// `<pongPressGestureRecognizer>`: UILongPressGestureRecognizer.
    public static let pongPressGestureRecognizer = Self(rawValue: "pongPressGestureRecognizer")
    /// `<screenEdgePanGestureRecognizer>`: UIScreenEdgePanGestureRecognizer.
    public static let screenEdgePanGestureRecognizer = Self(rawValue: "screenEdgePanGestureRecognizer")
    /// `<clickGestureRecognizer>`: NSClickGestureRecognizer.
    public static let clickGestureRecognizer = Self(rawValue: "clickGestureRecognizer")
    /// `<navigationItem>`: UINavigationItem.
    public static let navigationItem = Self(rawValue: "navigationItem")
    /// `<barButtonItem>`: UIBarButtonItem.
    public static let barButtonItem = Self(rawValue: "barButtonItem")
    /// `<tabBarItem>`: UITabBarItem.
    public static let tabBarItem = Self(rawValue: "tabBarItem")
    /// `<toolbarItem>`: NSToolbarItem.
    public static let toolbarItem = Self(rawValue: "toolbarItem")
    /// `<menuItem>`: NSMenuItem.
    public static let menuItem = Self(rawValue: "menuItem")
    /// `<tabViewItem>`: NSTabViewItem.
    public static let tabViewItem = Self(rawValue: "tabViewItem")
    /// `<splitViewItem>`: NSSplitViewItem.
    public static let splitViewItem = Self(rawValue: "splitViewItem")
    /// `<buttonCell>`: NSButtonCell.
    public static let buttonCell = Self(rawValue: "buttonCell")
    /// `<textFieldCell>`: NSTextFieldCell.
    public static let textFieldCell = Self(rawValue: "textFieldCell")
    /// `<secureTextFieldCell>`: NSSecureTextFieldCell.
    public static let secureTextFieldCell = Self(rawValue: "secureTextFieldCell")
    /// `<imageCell>`: NSImageCell.
    public static let imageCell = Self(rawValue: "imageCell")
    /// `<popUpButtonCell>`: NSPopUpButtonCell.
    public static let popUpButtonCell = Self(rawValue: "popUpButtonCell")
    /// `<searchFieldCell>`: NSSearchFieldCell.
    public static let searchFieldCell = Self(rawValue: "searchFieldCell")
    /// `<comboBoxCell>`: NSComboBoxCell.
    public static let comboBoxCell = Self(rawValue: "comboBoxCell")
    /// `<stepperCell>`: NSStepperCell.
    public static let stepperCell = Self(rawValue: "stepperCell")
    /// `<sliderCell>`: NSSliderCell.
    public static let sliderCell = Self(rawValue: "sliderCell")
    /// `<tableHeaderCell>`: NSTableHeaderCell.
    public static let tableHeaderCell = Self(rawValue: "tableHeaderCell")
    /// `<segmentedCell>`: NSSegmentedCell.
    public static let segmentedCell = Self(rawValue: "segmentedCell")
    /// `<datePickerCell>`: NSDatePickerCell.
    public static let datePickerCell = Self(rawValue: "datePickerCell")
    /// `<levelIndicatorCell>`: NSLevelIndicatorCell.
    public static let levelIndicatorCell = Self(rawValue: "levelIndicatorCell")
    /// `<pathCell>`: NSPathCell.
    public static let pathCell = Self(rawValue: "pathCell")
    /// `<gridRow>`: a row of an NSGridView.
    public static let gridRow = Self(rawValue: "gridRow")
    /// `<gridColumn>`: a column of an NSGridView.
    public static let gridColumn = Self(rawValue: "gridColumn")
    /// `<gridCell>`: a cell of an NSGridView.
    public static let gridCell = Self(rawValue: "gridCell")
    /// `<tableViewSection>`: a section of a static table view.
    public static let tableViewSection = Self(rawValue: "tableViewSection")
    /// `<application>`: the application object of a storyboard's scene or a nib.
    public static let application = Self(rawValue: "application")
    /// `<window>`: an NSWindow.
    public static let window = Self(rawValue: "window")
    /// `<panel>`: an NSPanel.
    public static let panel = Self(rawValue: "panel")
    /// `<menu>`: an NSMenu.
    public static let menu = Self(rawValue: "menu")
    /// `<tableColumn>`: an NSTableColumn.
    public static let tableColumn = Self(rawValue: "tableColumn")
}
