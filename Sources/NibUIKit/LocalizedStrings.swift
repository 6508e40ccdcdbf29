/// `NSLocalizedString(_:comment:)`: the key itself, as Foundation returns a key no strings table of the app has; the
/// headless face loads no app bundle's tables.
public func NSLocalizedString(_ key: String, comment: String) -> String { key }
