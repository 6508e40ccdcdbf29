/// Element and attribute names that the decoder types. The symbol table preloads them in declaration order, so
/// a known name's symbol is its index here and recognizing a name is an array lookup.
enum KnownName: String, CaseIterable {
    case id
    case accessibility
    case accessibilityConnection
    case accessibilityTraits
    case action
    case adjustsFontSizeToFit
    case alignment
    case alpha
    case alphaValue
    case ambiguous
    case appearance
    case appends
    case archive
    case autoresizingMask
    case axis
    case backgroundImage
    case base64UTF8 = "base64-UTF8"
    case baselineAdjustment
    case baselineRelativeArrangement
    case binding
    case blue
    case bool
    case borderStyle
    case bottom
    case buttonConfiguration
    case buttonType
    case catalog
    case clipsSubviews
    case cocoaTouchSystemColor
    case collectionClass
    case color
    case colorMatched
    case colorSpace
    case connections
    case constant
    case constraint
    case constraints
    case contentHorizontalAlignment
    case contentMode
    case contentVerticalAlignment
    case customClass
    case customColorSpace
    case customModule
    case customModuleProvider
    case defaultVersion
    case dependencies
    case destination
    case detachesHiddenViews
    case device
    case directionalEdgeInsets
    case distribution
    case document
    case double
    case edgeInsets
    case enabled
    case eventType
    case exclude
    case family
    case firstAttribute
    case firstItem
    case fixedFrame
    case flexibleMaxX
    case flexibleMaxY
    case flexibleMinX
    case flexibleMinY
    case font
    case fontDescription
    case green
    case height
    case heightSizable
    case hidden
    case highlighted
    case highlightedImage
    case horizontalCompressionResistancePriority
    case horizontalHuggingPriority
    case identifier
    case image
    case include
    case initialViewController
    case inset
    case insetsLayoutMarginsFromSafeArea
    case integer
    case key
    case keyboardLayoutGuide
    case keyPath
    case kind
    case launchScreen
    case layoutGuides
    case layoutMarginsRelativeArrangement
    case leading
    case left
    case length
    case lineBreakMode
    case location
    case mask
    case maximumValue
    case maxValue
    case maxX
    case maxY
    case metaFont
    case minimumFontSize
    case minimumScaleFactor
    case minimumValue
    case minToolsVersion
    case minValue
    case minX
    case minY
    case misplaced
    case multipleTouchEnabled
    case multiplier
    case name
    case namedColor
    case nilValue = "nil"
    case numberOfLines
    case objects
    case on
    case opaque
    case orientation
    case outlet
    case outletCollection
    case placeholder
    case placeholderIdentifier
    case placeholderIntrinsicHeight
    case placeholderIntrinsicWidth
    case point
    case pointSize
    case preservesSuperviewLayoutMargins
    case priority
    case property
    case propertyAccessControl
    case range
    case real
    case rect
    case red
    case reference
    case referencedIdentifier
    case relation
    case relationship
    case resources
    case restorationIdentifier
    case reuseIdentifier
    case right
    case scene
    case sceneID
    case sceneMemberID
    case scenes
    case secondAttribute
    case secondItem
    case segue
    case selected
    case selectedSegmentIndex
    case selector
    case size
    case spacing
    case spacingType
    case state
    case storyboardIdentifier
    case storyboardName
    case string
    case style
    case subviews
    case switchControl = "switch"
    case symbolic
    case systemColor
    case tag
    case target
    case targetRuntime
    case text
    case textAlignment
    case textStyle
    case title
    case toolsVersion
    case top
    case trailing
    case translatesAutoresizingMaskIntoConstraints
    case type
    case useAutolayout
    case userDefinedRuntimeAttribute
    case userDefinedRuntimeAttributes
    case userInteractionEnabled
    case userLabel
    case useSafeAreas
    case useTraitCollections
    case value
    case variation
    case version
    case verticalCompressionResistancePriority
    case verticalHuggingPriority
    case viewControllerLayoutGuide
    case viewLayoutGuide
    case weight
    case white
    case width
    case widthSizable
    case x
    case y

    /// The interned symbol of this name: its declaration index. A payload-free enum stores exactly that index
    /// (Swift's type layout numbers cases in declaration order); `SymbolTable` verifies it when it preloads.
    @inline(__always)
    var symbol: Int32 { Int32(unsafeBitCast(self, to: UInt8.self)) }

    private static let all = KnownName.allCases

    /// The known name with a symbol, or nil for a name the decoder does not type.
    @inline(__always)
    init?(symbol: Int32) {
        guard symbol >= 0, Int(symbol) < Self.all.count else { return nil }
        self = unsafeBitCast(UInt8(truncatingIfNeeded: symbol), to: KnownName.self)
    }
}
