import NibModel

extension IBObject {
    /// The font a view's text is set in, as the document describes it: an AppKit control's cell font
    /// (`<font key="font">`), a UIKit button's `fontDescription`, or a UIKit text view's, label's or field's font; nil
    /// when the document leaves the font to the control's default (the system font).
    public func textFont(mac: Bool) -> Font? {
        if mac {
            guard case .font(let font) = child(forKey: "cell")?.value(forKey: "font") else { return nil }
            return font
        }
        if case .font(let font) = value(forKey: "fontDescription") { return font }
        return text?.font
    }
}
