import NibModel

/// The UIKit class of each element a document may hold, with the name code gives a view of it that has no outlet
/// or label: rows, read by ``UIKitClasses/row(for:)``.
enum UIKitClasses {
    struct Row {
        var element: ElementKind
        var className: String
        var propertyName: String
        /// The initializer's arguments code makes a view of the class with, where `()` would not do.
        var arguments = "()"
    }

    static let rows: [Row] = [
        Row(element: .view, className: "UIView", propertyName: "view"),
        Row(element: .label, className: "UILabel", propertyName: "label"),
        Row(element: .button, className: "UIButton", propertyName: "button"),
        Row(element: .imageView, className: "UIImageView", propertyName: "imageView"),
        Row(element: .textField, className: "UITextField", propertyName: "textField"),
        Row(element: .textView, className: "UITextView", propertyName: "textView"),
        Row(element: .stackView, className: "UIStackView", propertyName: "stackView"),
        Row(element: .scrollView, className: "UIScrollView", propertyName: "scrollView"),
        Row(element: .tableView, className: "UITableView", propertyName: "tableView"),
        Row(
            element: .collectionView, className: "UICollectionView", propertyName: "collectionView",
            arguments: "(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())"),
        Row(element: .`switch`, className: "UISwitch", propertyName: "toggle"),
        Row(element: .slider, className: "UISlider", propertyName: "slider"),
        Row(element: .stepper, className: "UIStepper", propertyName: "stepper"),
        Row(element: .segmentedControl, className: "UISegmentedControl", propertyName: "segmentedControl"),
        Row(element: .pageControl, className: "UIPageControl", propertyName: "pageControl"),
        Row(element: .datePicker, className: "UIDatePicker", propertyName: "datePicker"),
        Row(element: .activityIndicatorView, className: "UIActivityIndicatorView", propertyName: "activityIndicator"),
        Row(element: .progressView, className: "UIProgressView", propertyName: "progressView"),
        Row(element: .searchBar, className: "UISearchBar", propertyName: "searchBar"),
        Row(element: .visualEffectView, className: "UIVisualEffectView", propertyName: "visualEffectView"),
        Row(element: .containerView, className: "UIView", propertyName: "containerView"),
        Row(element: .tableViewCell, className: "UITableViewCell", propertyName: "cell"),
        Row(element: .collectionViewCell, className: "UICollectionViewCell", propertyName: "cell"),
        Row(element: .collectionReusableView, className: "UICollectionReusableView", propertyName: "reusableView"),
    ]

    /// Whether `name` is one of the rows' UIKit classes, which code uses as it is rather than as a custom class of
    /// the project's (`customClass="UIButton"` on a view).
    static func isUIKitName(_ name: String) -> Bool { rows.contains { $0.className == name } }

    /// The row of `element`, nil for an element ejection does not support.
    static func row(for element: ElementKind) -> Row? { rows.first { $0.element == element } }

    /// What a class inherits that a subview's property must not be named (a cell's `imageView`, any view's `frame`).
    static let inheritedNames: [String: Set<String>] = [
        "UIView": [
            "frame", "bounds", "center", "layer", "tag", "subviews", "superview", "window", "backgroundColor", "alpha",
            "mask", "tintColor", "contentMode", "description", "next", "transform", "constraints", "view",
        ],
        "UITableViewCell": [
            "contentView", "textLabel", "detailTextLabel", "imageView", "backgroundView", "selectedBackgroundView",
            "accessoryView", "editingAccessoryView",
        ],
        "UICollectionViewCell": ["contentView", "backgroundView", "selectedBackgroundView"],
        "UIButton": ["titleLabel", "imageView"],
        "UIVisualEffectView": ["contentView", "effect"],
        "UILabel": ["text", "font", "textColor"],
    ]
}
