/// How `nib eject` writes its Swift.
public struct EjectOptions: Sendable, Hashable {
    /// Whether the files also build on Linux against `NibUIKit` (`--linux-testable`): the imports and the
    /// initializers that differ between UIKit and the headless face go under `#if canImport(UIKit)`.
    public var linuxTestable: Bool
    /// Whether each root becomes a SwiftUI view instead (`--swiftui`): stacks, text, buttons and images, with what
    /// SwiftUI is not told said at its place.
    public var swiftUI: Bool

    /// Options; plain UIKit code by default.
    public init(linuxTestable: Bool = false, swiftUI: Bool = false) {
        self.linuxTestable = linuxTestable
        self.swiftUI = swiftUI
    }
}
