extension IBObject {
    /// How reports name the object so that a user finds it in Interface Builder: File's Owner, its label in the
    /// document outline, or its title or text, with its class (`'Avatar' (AvatarView)`, `UIButton 'Save'`).
    ///
    /// An object with neither label nor text is named by its class and id (`UIView Abc-12-xyz`); `showingID: false`
    /// leaves the id out, for a report that adds it only where two objects would read the same; `showingText: false`
    /// names by label or class and id only, for a listing whose lines must not change when the text is edited.
    public func readableName(runtime: TargetRuntime, showingID: Bool = true, showingText: Bool = true) -> String {
        let className = className(for: runtime)
        switch placeholder {
        case .filesOwner: return "File's Owner (\(className))"
        case .firstResponder: return "First Responder"
        case .application: return "Application (\(className))"
        default: break
        }
        if let userLabel, !userLabel.isEmpty { return "'\(userLabel)' (\(className))" }
        let shown = showingText ? title ?? button?.title ?? text?.text ?? child(forKey: "cell")?.title : nil
        if let shown, !shown.isEmpty, !shown.contains(where: \.isNewline), shown.count <= 40 {
            return "\(className) '\(shown)'"
        }
        return showingID ? "\(className) \(id)" : className
    }
}
