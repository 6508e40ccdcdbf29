import NibModel

/// Maps class names to headless classes: the Linux stand-in for `NSClassFromString`.
///
/// The standard registry knows the UIKit/AppKit classes of Interface Builder's elements, and finds an app's own
/// classes by module and name as UIKit does (``findsClassesByName``). Register a class
/// (`registry.register(CaptionableImageView.self)`) to override what a name creates, or for a class the runtime
/// cannot find (a private one).
public struct ClassRegistry: @unchecked Sendable {
    private var classes: [String: (type: NibObject.Type, elements: Set<ElementKind>?)] = [:]

    /// Whether a custom class nothing is registered under is looked for by name through the Swift runtime, as UIKit
    /// finds classes (`App.GreetingView`; see ``NibInstantiator/contextModules``). True by default; tools that
    /// instantiate documents of other apps turn it off.
    public var findsClassesByName = true

    /// Creates a registry with no classes of its own: elements still get their standard classes
    /// (`baseClass(forElement:category:)`).
    public init() {}

    /// The registry to start from: no classes of its own, so every element gets its standard headless class
    /// (`baseClass(forElement:category:)`) until you register custom classes.
    public static var standard: ClassRegistry { ClassRegistry() }

    /// Registers a class under one name: its type name, or `name` when given (the custom class a nib names, or a
    /// module-qualified `MyApp.CaptionableImageView`, which matches a nib whose `customModule` is `MyApp`). Register
    /// it again to add another name. With `elements`, the class is created only for objects of those elements (a
    /// guess such as `nib instantiate`'s nib-backed stand-in, which only a plain view can be); elsewhere the name is
    /// as unknown as any other.
    public mutating func register(
        _ type: NibObject.Type, as name: String? = nil, onlyFor elements: Set<ElementKind>? = nil
    ) {
        classes[name ?? String(describing: type)] = (type, elements)
    }

    /// The class registered under a name.
    public func registered(_ name: String) -> NibObject.Type? { classes[name]?.type }

    /// The class registered under a name for objects of `element`: nil when none is, or when its registration is
    /// for other elements only.
    public func registered(_ name: String, forElement element: ElementKind) -> NibObject.Type? {
        guard let registration = classes[name], registration.elements?.contains(element) ?? true else { return nil }
        return registration.type
    }

    /// Whether an object of `type` can stand where the nib archives an `element` of `category`: a view class for a
    /// view, a view controller class for a controller, a window class for a window, and anything for a plain object.
    /// (UIKit would create the class all the same, and fail later.)
    static func type(_ type: NibObject.Type, fits element: ElementKind, category: ObjectCategory) -> Bool {
        switch element {
        case .window, .panel: return type is Window.Type
        case .windowController: return type is WindowController.Type
        default: break
        }
        switch category {
        case .view: return type is View.Type
        case .viewController: return type is ViewController.Type
        case .gestureRecognizer: return type is GestureRecognizer.Type
        default: return true
        }
    }

    /// The headless class for an element when no custom class applies.
    static func baseClass(forElement element: ElementKind, category: ObjectCategory) -> NibObject.Type {
        switch element {
        case .label: return Label.self
        case .imageView: return ImageView.self
        case .button: return Button.self
        case .textField, .secureTextField, .searchField: return TextField.self
        case .`switch`, .slider, .stepper, .segmentedControl, .pageControl, .datePicker: return Control.self
        case .activityIndicatorView, .progressView, .searchBar: return SystemView.self
        case .stackView: return StackView.self
        case .gridView: return GridView.self
        case .tableView: return TableView.self
        case .textView: return TextView.self
        case .collectionView: return CollectionView.self
        case .scrollView, .outlineView: return ScrollView.self
        case .tableViewCell, .tableCellView: return TableViewCell.self
        case .collectionViewCell, .collectionReusableView: return CollectionViewCell.self
        case .window, .panel: return Window.self
        case .windowController: return WindowController.self
        default:
            switch category {
            case .view: return View.self
            case .viewController: return ViewController.self
            case .gestureRecognizer: return GestureRecognizer.self
            default: return NibObject.self
            }
        }
    }
}
