extension SourceIndex {
    /// The most rounds of binding: a helper that passes its parameter on to another helper is bound through it.
    static let maximumBindingRounds = 4
    /// The most uses one use becomes (one per call, or per value of a type's member).
    static let maximumBoundUses = 256

    /// Gives each use that a function's caller names (``NamePart/argument(position:defaultValue:)``,
    /// ``NamePart/typeArgument(position:member:)``) the values of each call of that function the sources hold: a
    /// helper's `UIStoryboard(name: storyboardName, bundle: nil)` becomes one use at each call, with the storyboard the
    /// call names (or the parameter's default) and the call's place, so that a missing storyboard is said where it is
    /// named and a storyboard a helper opens counts as loaded. `members` gives a type's member (`Card.nibName`) for a
    /// call that passes `Card.self`. `isKind` says whether a class is a kind of a type (a subclass, an adopter): a
    /// call on the object itself (`register(Route.self)` in a class's own method) calls the function only when the
    /// class is a kind of the type that declares it. A use no call is found for stays as it is: its name is not known.
    public mutating func bindArguments(
        members: (_ type: String, _ member: String) -> [String],
        isKind: (_ className: String, _ type: String) -> Bool = { $0 == $1 }
    ) {
        guard resourceUses.contains(where: { $0.parts?.dependsOnArguments == true }) else { return }
        let callsByFunction = Dictionary(grouping: calls, by: \.function)
        // Each use where it was, as the uses its calls make (and theirs, for a helper that passes it on).
        func bound(_ use: ResourceUse, rounds: Int) -> [ResourceUse] {
            guard rounds > 0, use.parts?.dependsOnArguments == true, let function = use.enclosingFunction,
                let declared = Self.labels(of: function)
            else { return [use] }
            let made = (callsByFunction[SourceFunction.baseName(of: function)] ?? []).flatMap { call in
                Self.positions(of: call, declared: declared, use: use, isKind: isKind).map {
                    Self.bind(use, to: call, positions: $0, members: members)
                } ?? []
            }
            guard !made.isEmpty, made.count <= Self.maximumBoundUses else { return [use] }
            return made.flatMap { bound($0, rounds: rounds - 1) }
        }
        resourceUses = resourceUses.flatMap { bound($0, rounds: Self.maximumBindingRounds) }
    }

    /// The argument labels of a Swift function's name (`["identifier", "storyboardName"]` for
    /// `instantiate(identifier:storyboardName:)`); nil for a name without them (a property, an Objective-C selector).
    private static func labels(of function: String) -> [String]? {
        guard let open = function.firstIndex(of: "("), function.hasSuffix(")") else { return nil }
        return function[function.index(after: open)..<function.index(before: function.endIndex)]
            .split(separator: ":").map(String.init)
    }

    /// The position among `declared` of each argument of `call`, when the call may be of `use`'s function: labels in
    /// order (a call may leave out defaulted ones), a type it names being the function's, and a call on the object
    /// itself being in a kind of the function's type.
    private static func positions(
        of call: SourceCall, declared: [String], use: ResourceUse, isKind: (String, String) -> Bool
    ) -> [Int]? {
        if let receiver = call.receiverType, receiver != use.enclosingClass {
            return nil
        }
        if call.isOnSelf, let type = use.enclosingClass, let caller = call.enclosingClass, !isKind(caller, type) {
            return nil
        }
        if call.function == "init", call.receiverType == nil { return nil }
        var positions: [Int] = []
        var next = 0
        for argument in call.arguments {
            guard let found = declared[next...].firstIndex(of: argument.label) else { return nil }
            positions.append(found)
            next = found + 1
        }
        return positions
    }

    /// `use` as `call` makes it: each argument part replaced by what the call passes there, at the call's place; none
    /// when the call passes what is not known, except a reuse identifier, kept as computed (a registration no dequeue
    /// can be judged against).
    private static func bind(
        _ use: ResourceUse, to call: SourceCall, positions: [Int],
        members: (_ type: String, _ member: String) -> [String]
    ) -> [ResourceUse] {
        var alternatives: [[NamePart]] = [[]]
        var place: SourceFileLocation?
        var known = true
        for part in use.parts ?? [] {
            var values: [[NamePart]]?
            switch part {
            case .argument(let position, let defaultValue):
                if let index = positions.firstIndex(of: position) {
                    values = call.arguments[index].parts.map { [$0] }
                    place = place ?? call.arguments[index].location
                } else {
                    values = defaultValue.map { [$0] }
                }
            case .typeArgument(let position, let member):
                if let index = positions.firstIndex(of: position), let type = call.arguments[index].type {
                    let name = String(type.split(separator: ".").last ?? Substring(type))
                    values = member.map { members(type, $0).map { [.text($0)] } } ?? [[.text(name)]]
                    if values?.isEmpty == true { values = nil }
                    place = place ?? call.arguments[index].location
                }
            default:
                values = [[part]]
            }
            guard let values, alternatives.count * values.count <= maximumBoundUses else {
                known = false
                break
            }
            alternatives = alternatives.flatMap { head in values.map { head + $0 } }
        }
        var made = use
        made.location = place ?? call.arguments.first?.location ?? use.location
        made.enclosingClass = call.enclosingClass
        made.enclosingFunction = call.enclosingFunction
        made.passedTo = (use.enclosingClass.map { $0 + "." } ?? "") + (use.enclosingFunction ?? "")
        // `owner: self` in the function is the caller's object only when the call is on it.
        made.ownerIsSelf = use.ownerIsSelf && call.isOnSelf
        guard known else {
            guard use.kind == .registeredReuseIdentifier || use.kind == .reuseIdentifier else { return [] }
            made.parts = nil
            made.isComputed = true
            return [made]
        }
        return alternatives.map { parts in
            var one = made
            let joined = NamePart.joined(parts)
            if joined.count == 1, case .text(let text) = joined[0] {
                (one.name, one.parts) = (text, nil)
            } else if joined.count == 1, case .constant(let constant) = joined[0] {
                (one.constant, one.parts) = (constant, nil)
            } else {
                one.parts = joined
            }
            return one
        }
    }
}
