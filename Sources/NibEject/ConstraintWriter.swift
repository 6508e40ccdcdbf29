import NibModel

/// A document's constraints as anchors in one `NSLayoutConstraint.activate([...])`: a constraint with a priority
/// below required is made first and given its priority; one an outlet holds is a property.
struct ConstraintWriter {
    let names: Names
    let path: String
    private(set) var warnings: [EjectWarning] = []
    /// Properties for the constraints outlets hold.
    private(set) var properties: [String] = []
    /// A priority as code writes it (`UILayoutPriority(rawValue: 999)`; AppKit's `NSLayoutConstraint.Priority`).
    var priorityLiteral: @Sendable (LayoutPriority) -> String = SwiftLiterals.priority

    init(names: Names, path: String) {
        self.names = names
        self.path = path
    }

    /// The statements that make and activate `constraints`.
    mutating func lines(for constraints: [Constraint]) -> [String] {
        var before: [String] = []
        var list: [String] = []
        var count = 0
        for constraint in constraints {
            if !constraint.variations.isEmpty {
                let message = "constraint \(constraint.id) varies by size class: ejected as in the design size class"
                skip(constraint, message)
                before.append(
                    SwiftComment.todo("constraint \(constraint.id) varies by size class; this is its design constant"))
            }
            guard let expression = expression(for: constraint) else {
                skip(constraint, "constraint \(constraint.id) relates an item outside the view's tree")
                before.append(SwiftComment.todo("constraint \(constraint.id) relates an item outside the view's tree"))
                continue
            }
            if let outlet = names.constraintOutlets[constraint.id] {
                properties.append("private(set) var \(outlet): NSLayoutConstraint!")
                before.append("\(outlet) = \(expression)")
                if !constraint.priority.isRequired {
                    before.append("\(outlet).priority = \(priorityLiteral(constraint.priority))")
                }
                list.append(outlet)
                continue
            }
            guard constraint.priority.isRequired else {
                count += 1
                let name = "constraint\(count)"
                before.append("let \(name) = \(expression)")
                before.append("\(name).priority = \(priorityLiteral(constraint.priority))")
                list.append(name)
                continue
            }
            list.append(expression)
        }
        guard !list.isEmpty else { return before }
        return [""] + before + ["NSLayoutConstraint.activate(["] + list.map { "    \($0)," } + ["])"]
    }

    private mutating func skip(_ constraint: Constraint, _ message: String) {
        warnings.append(EjectWarning(file: path, line: constraint.location.line, message: message))
    }

    /// The anchor expression of one constraint, nil when an item is not in the tree.
    func expression(for constraint: Constraint) -> String? {
        let relation = Self.relations[constraint.relation] ?? "equalTo"
        let multiplier = constraint.multiplier.value
        let constant = names.sizeClasses.constant(of: constraint)
        guard let secondID = constraint.secondItem, let secondAttribute = constraint.secondAttribute else {
            guard let anchor = anchor(of: constraint.firstItem, constraint.firstAttribute) else { return nil }
            return "\(anchor).constraint(\(relation)Constant: \(SwiftLiterals.number(constant)))"
        }
        if multiplier == 1, let firstAnchor = anchor(of: constraint.firstItem, constraint.firstAttribute),
            let secondAnchor = anchor(of: secondID, secondAttribute)
        {
            let tail = constant == 0 ? "" : ", constant: \(SwiftLiterals.number(constant))"
            return "\(firstAnchor).constraint(\(relation): \(secondAnchor)\(tail))"
        }
        guard let first = names.expression(for: constraint.firstItem), let second = names.expression(for: secondID),
            let firstAttribute = SwiftCases.layoutAttribute.member(constraint.firstAttribute.rawValue),
            let relatedBy = SwiftCases.layoutRelation.member(constraint.relation.rawValue),
            let secondAttribute = SwiftCases.layoutAttribute.member(secondAttribute.rawValue)
        else { return nil }
        return "NSLayoutConstraint(item: \(item(first)), attribute: \(firstAttribute), relatedBy: "
            + "\(relatedBy), toItem: \(item(second)), attribute: \(secondAttribute), "
            + "multiplier: \(SwiftLiterals.number(multiplier)), constant: \(SwiftLiterals.number(constant)))"
    }

    static let relations: [LayoutRelation: String] = [
        .equal: "equalTo", .lessThanOrEqual: "lessThanOrEqualTo", .greaterThanOrEqual: "greaterThanOrEqualTo",
    ]

    /// Anchors by attribute; margins through the layout margins guide.
    static let anchors: [LayoutAttribute: String] = [
        .left: "leftAnchor", .right: "rightAnchor", .top: "topAnchor", .bottom: "bottomAnchor",
        .leading: "leadingAnchor", .trailing: "trailingAnchor", .width: "widthAnchor", .height: "heightAnchor",
        .centerX: "centerXAnchor", .centerY: "centerYAnchor", .baseline: "lastBaselineAnchor",
        .firstBaseline: "firstBaselineAnchor", .lastBaseline: "lastBaselineAnchor",
        .leftMargin: "layoutMarginsGuide.leftAnchor", .rightMargin: "layoutMarginsGuide.rightAnchor",
        .topMargin: "layoutMarginsGuide.topAnchor", .bottomMargin: "layoutMarginsGuide.bottomAnchor",
        .leadingMargin: "layoutMarginsGuide.leadingAnchor", .trailingMargin: "layoutMarginsGuide.trailingAnchor",
        .centerXWithinMargins: "layoutMarginsGuide.centerXAnchor",
        .centerYWithinMargins: "layoutMarginsGuide.centerYAnchor",
    ]

    /// The anchor of an item's attribute: a view's or guide's, or for a view controller's legacy layout guide the
    /// root's edge or safe area edge it stands for.
    private func anchor(of id: String, _ attribute: LayoutAttribute) -> String? {
        if let key = names.legacyGuides[id] { return Self.legacyAnchors[key]?[attribute] }
        guard let item = names.expression(for: id), let anchor = Self.anchors[attribute] else { return nil }
        if names.isGuide(id), anchor.contains(".") || anchor.contains("Baseline") { return nil }
        return item.isEmpty ? anchor : "\(item).\(anchor)"
    }

    /// What the edges of a view controller's top and bottom layout guides are in its root view: the root's edge,
    /// and the safe area's (which replaced the guides in iOS 11).
    static let legacyAnchors: [String: [LayoutAttribute: String]] = [
        "top": [.top: "topAnchor", .bottom: "safeAreaLayoutGuide.topAnchor"],
        "bottom": [.top: "safeAreaLayoutGuide.bottomAnchor", .bottom: "bottomAnchor"],
    ]

    private func item(_ expression: String) -> String { expression.isEmpty ? "self" : expression }
}
