extension IBObject {
    /// How reports name the object so that a user finds it in Interface Builder: File's Owner, its label in the
    /// document outline, or its title or text, with its class (`'Avatar' (AvatarView)`, `UIButton 'Save'`).
    ///
    /// An object with neither label nor text is named by its class and id (`UIView Abc-12-xyz`); `showingID: false`
    /// leaves the id out, for a report that adds it only where two objects would read the same; `showingText: false`
    /// names by label or class and id only, for a listing whose lines must not change when the text is edited. The
    /// label, class and id are each cut to 80 characters (`…(N bytes left out)…` in the middle), so that a name a
    /// report repeats on many lines stays short whatever the document says.
    public func readableName(runtime: TargetRuntime, showingID: Bool = true, showingText: Bool = true) -> String {
        let className = className(for: runtime).shortened()
        let id = id.shortened()
        switch placeholder {
        case .filesOwner: return "File's Owner (\(className))"
        case .firstResponder: return "First Responder"
        case .application: return "Application (\(className))"
        default: break
        }
        if let userLabel, !userLabel.isEmpty { return "'\(userLabel.shortened())' (\(className))" }
        let shown = showingText ? title ?? button?.title ?? text?.text ?? child(forKey: "cell")?.title : nil
        // At most 40 characters, told without walking a longer text to its end.
        if let shown, !shown.isEmpty, shown.index(shown.startIndex, offsetBy: 41, limitedBy: shown.endIndex) == nil,
            !shown.contains(where: \.isNewline)
        {
            return "\(className) '\(shown)'"
        }
        return showingID ? "\(className) \(id)" : className
    }
}
