/// The platform a document targets (`targetRuntime=`).
public enum TargetRuntime: Sendable, Hashable, Codable {
    /// `iOS.CocoaTouch` (and its variants such as `iOS.CocoaTouch.iPad`, kept in the header's raw value).
    case iOS
    /// `MacOSX.Cocoa`.
    case macOS
    /// `AppleTV`, `watchKit`, …
    case other(String)

    /// Classifies a `targetRuntime` attribute value.
    init(attribute value: String) {
        if value.hasPrefix("iOS") {
            self = .iOS
        } else if value.hasPrefix("MacOSX") {
            self = .macOS
        } else {
            self = .other(value)
        }
    }
}
