/// Finds the ``ResourceUse``s of an Objective-C file: message arguments that name a nib, storyboard, storyboard ID,
/// segue or reuse identifier (`[UINib nibWithNibName:@"Card" bundle:nil]`), matched by the message's whole selector,
/// with the `@implementation` and method they are in. A name is a string literal, the class's own name
/// (`NSStringFromClass([self class])`) or a member of the object or its class (`[[self class] nibName]`); a nib made
/// in a method that also sends `instantiateWithOwner:self` counts as loaded with `owner: self`.
enum ObjCResourceUses {
    /// The selectors that return `NO` or nil when the nib is missing (AppKit's), rather than raise.
    private static let quiet: Set<String> = [
        "loadNibNamed:owner:topLevelObjects:", "loadNibNamed:owner:", "initWithNibNamed:bundle:",
        "initWithWindowNibName:", "initWithWindowNibName:owner:",
    ]

    /// The kind each selector's string argument names, by full selector and the piece that takes the name.
    private static let kinds: [String: (piece: String, kind: ResourceUse.Kind)] = [
        "nibWithNibName:bundle:": ("nibWithNibName", .nib),
        "loadNibNamed:owner:options:": ("loadNibNamed", .nib),
        "loadNibNamed:owner:topLevelObjects:": ("loadNibNamed", .nib),
        "loadNibNamed:owner:": ("loadNibNamed", .nib),
        "initWithNibName:bundle:": ("initWithNibName", .nib),
        "initWithWindowNibName:": ("initWithWindowNibName", .nib),
        "initWithWindowNibName:owner:": ("initWithWindowNibName", .nib),
        "initWithNibNamed:bundle:": ("initWithNibNamed", .nib),
        "storyboardWithName:bundle:": ("storyboardWithName", .storyboard),
        "instantiateViewControllerWithIdentifier:": (
            "instantiateViewControllerWithIdentifier", .viewControllerIdentifier
        ),
        "instantiateControllerWithIdentifier:": ("instantiateControllerWithIdentifier", .viewControllerIdentifier),
        "performSegueWithIdentifier:sender:": ("performSegueWithIdentifier", .segueIdentifier),
        "dequeueReusableCellWithIdentifier:forIndexPath:": ("dequeueReusableCellWithIdentifier", .reuseIdentifier),
        "dequeueReusableCellWithReuseIdentifier:forIndexPath:": (
            "dequeueReusableCellWithReuseIdentifier", .reuseIdentifier
        ),
        "dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:": (
            "withReuseIdentifier", .reuseIdentifier
        ),
        "registerNib:forCellReuseIdentifier:": ("forCellReuseIdentifier", .registeredReuseIdentifier),
        "registerClass:forCellReuseIdentifier:": ("forCellReuseIdentifier", .registeredReuseIdentifier),
        "registerNib:forCellWithReuseIdentifier:": ("forCellWithReuseIdentifier", .registeredReuseIdentifier),
        "registerClass:forCellWithReuseIdentifier:": ("forCellWithReuseIdentifier", .registeredReuseIdentifier),
        "registerNib:forHeaderFooterViewReuseIdentifier:": (
            "forHeaderFooterViewReuseIdentifier", .registeredReuseIdentifier
        ),
        "registerClass:forHeaderFooterViewReuseIdentifier:": (
            "forHeaderFooterViewReuseIdentifier", .registeredReuseIdentifier
        ),
        "registerNib:forSupplementaryViewOfKind:withReuseIdentifier:": (
            "withReuseIdentifier", .registeredReuseIdentifier
        ),
        "registerClass:forSupplementaryViewOfKind:withReuseIdentifier:": (
            "withReuseIdentifier", .registeredReuseIdentifier
        ),
    ]

    /// The messages that look a resource up by name without loading it, and the piece that names it.
    static let resourceProbes: [String: String] = [
        "pathForResource:ofType:": "pathForResource", "pathForResource:ofType:inDirectory:": "pathForResource",
        "URLForResource:withExtension:": "URLForResource",
        "URLForResource:withExtension:subdirectory:": "URLForResource",
    ]

    /// The uses among the messages of a file.
    static func uses(in messages: ObjCMessages, file: String) -> [ResourceUse] {
        var uses: [ResourceUse] = []
        // Methods that instantiate a nib with their object as owner.
        var instantiating: Set<String> = []
        for message in messages.messages where message.selector == "instantiateWithOwner:options:" {
            if let method = message.method, isSelf(message.argument("instantiateWithOwner")) {
                instantiating.insert(method.type + " " + method.selector)
            }
        }
        // Names a method first looks up as resources (`[bundle pathForResource:name ofType:@"nib"]`): a load of the
        // same name there runs only when the nib exists.
        var probed: [String: Set<String>] = [:]
        for message in messages.messages {
            guard let piece = Self.resourceProbes[message.selector], let method = message.method,
                let argument = message.argument(piece)
            else { continue }
            probed[method.type + " " + method.selector, default: []].insert(argument.map(\.text).joined(separator: " "))
        }
        // A message sent inside `@try` raises into its `@catch`: probing for an optional resource, not a crash.
        for message in messages.messages where !message.isInTry {
            guard let (piece, kind) = kinds[message.selector], let argument = message.argument(piece),
                let first = argument.first
            else { continue }
            // A constant (`kCellIdentifier`), or, for a registration, a name the code computes.
            let constant = argument.count == 1 && first.kind == .identifier && !["nil", "self"].contains(first.text)
            guard
                let named = name(of: argument)
                    ?? (constant || [.registeredReuseIdentifier, .reuseIdentifier].contains(kind)
                        ? ("", false, nil) : nil)
            else { continue }
            let method = message.method
            let key = method.map { $0.type + " " + $0.selector }
            // In a class method `self` is the class, not an object the nib's outlets are set on.
            let ownerIsSelf =
                method?.isStatic != true
                && (isSelf(message.argument("owner")) || (kind == .nib && key.map(instantiating.contains) == true))
            // `[[Prefs alloc] initWithWindowNibName:…]`: the class made; `[super init…]`, `[self init…]`: this one.
            let receiver = message.receiver.map(\.text)
            let receiverClass: String? =
                receiver.count == 4 && receiver[0] == "[" && receiver[2] == "alloc"
                ? receiver[1]
                : receiver == ["super"] || receiver == ["self"] ? method?.type : nil
            uses.append(
                ResourceUse(
                    kind: kind, name: named.name,
                    location: SourceFileLocation(file: file, line: first.line, column: first.column),
                    enclosingClass: method?.type, enclosingFunction: method?.selector, ownerIsSelf: ownerIsSelf,
                    nameIsClassName: named.isOwnName, member: named.member, receiverClass: receiverClass))
            uses[uses.count - 1].failsQuietly =
                quiet.contains(message.selector)
                || (kind == .nib
                    && key.flatMap { probed[$0] }?.contains(argument.map(\.text).joined(separator: " ")) == true)
            if receiverClass != nil, message.selector.hasPrefix("init") {
                uses[uses.count - 1].initializer = message.selector
            }
            if let bundle = message.argument("bundle") {
                (uses[uses.count - 1].bundleClass, uses[uses.count - 1].looksElsewhere) = Self.bundle(bundle)
            }
            if named.name.isEmpty, !named.isOwnName, named.member == nil {
                if constant {
                    uses[uses.count - 1].constant = first.text
                } else {
                    uses[uses.count - 1].isComputed = true
                }
            }
        }
        return uses
    }

    /// The bundle an argument names: another class's (`[NSBundle bundleForClass:[Logger class]]`), or one found by
    /// identifier, path or URL (`bundleWithIdentifier:`, `bundleWithPath:`, `bundleWithURL:`); neither for `nil`,
    /// `[NSBundle mainBundle]` or the object's own class's.
    private static func bundle(_ argument: ArraySlice<ObjCLexer.Token>) -> (bundleClass: String?, looksElsewhere: Bool)
    {
        let texts = Array(argument.map(\.text))
        guard texts.count >= 4, texts[0] == "[", texts[1] == "NSBundle" else { return (nil, false) }
        if ["bundleWithIdentifier", "bundleWithPath", "bundleWithURL"].contains(texts[2]) { return (nil, true) }
        // `[NSBundle bundleForClass:[Logger class]]`, `[NSBundle bundleForClass:Logger.class]`.
        guard texts[2] == "bundleForClass", texts.count >= 6, texts[3] == ":" else { return (nil, false) }
        let inner = texts[4] == "[" ? texts[5] : texts[4]
        let marker = texts[4] == "[" ? texts.dropFirst(6).first : texts.dropFirst(5).dropFirst().first
        guard marker == "class", inner != "self", inner.first?.isUppercase == true else { return (nil, false) }
        return (inner, false)
    }

    /// Whether an argument is `self`.
    private static func isSelf(_ argument: ArraySlice<ObjCLexer.Token>?) -> Bool {
        argument?.map(\.text) == ["self"]
    }

    /// The name an argument gives: `@"Card"`, `NSStringFromClass([self class])` (the class's own),
    /// `NSStringFromClass([Cell class])` (`Cell`), or
    /// `[[self class] nibName]`, `[self nibName]`, `self.nibName` (a member).
    private static func name(of argument: ArraySlice<ObjCLexer.Token>) -> (
        name: String, isOwnName: Bool, member: String?
    )? {
        let texts = argument.map(\.text)
        if let string = argument.last, string.kind == .string, texts.dropLast() == [] || texts.dropLast() == ["@"] {
            return (string.text, false, nil)
        }
        let joined = texts.joined()
        if [
            "NSStringFromClass([selfclass])", "NSStringFromClass(self.class)", "NSStringFromClass([selfclassForCoder])",
        ]
        .contains(joined) {
            return ("", true, nil)
        }
        // `NSStringFromClass([Cell class])`, `NSStringFromClass(Cell.class)`: another class's name, as written.
        for (prefix, suffix) in [("NSStringFromClass([", "class])"), ("NSStringFromClass(", ".class)")]
        where joined.hasPrefix(prefix) && joined.hasSuffix(suffix) {
            let type = joined.dropFirst(prefix.count).dropLast(suffix.count)
            if type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return (String(type), false, nil)
            }
        }
        for prefix in ["[[selfclass]", "[self.class", "[self", "self."] where joined.hasPrefix(prefix) {
            let rest = joined.dropFirst(prefix.count).filter { $0 != "]" }
            if !rest.isEmpty, rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return ("", false, String(rest))
            }
        }
        return nil
    }
}
