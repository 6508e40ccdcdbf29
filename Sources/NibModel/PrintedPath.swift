/// A path as it begins a line of nib's output (`path:line:col: error: …`).
package enum PrintedPath {
    /// `path`, with `./` before it when it is relative and starts with anything but a letter, a digit, `_`, `.` or
    /// `/`: a file named `-x.xib` then reads as no option, and one named `::error title=x::a.xib` or `##[error]a.xib`
    /// as no command of a CI system, when the line is passed on or lands in a log.
    package static func atLineStart(_ path: String) -> String {
        guard let first = path.first else { return path }
        if first.isLetter || first.isNumber || first == "_" || first == "." || first == "/" { return path }
        return "./" + path
    }
}
