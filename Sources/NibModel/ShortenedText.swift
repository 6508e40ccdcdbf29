extension String {
    /// The most characters of a name, label, class or id that reports quote: a document can make one any length, and
    /// a report that names the same object on many lines must not repeat it whole on each.
    package static let maximumQuotedLength = 80

    /// This text as reports quote a document's name, label, class or id: as it is up to `maximumLength` characters;
    /// longer, its beginning and its end (a quarter of what is kept) around `…(N bytes left out)…` (UTF-8 bytes),
    /// `maximumLength` characters in all, so that shortening what is already short changes nothing.
    ///
    /// It walks `maximumLength` characters at most, however long the text: a report may quote one name on every line.
    package func shortened(to maximumLength: Int = maximumQuotedLength) -> String {
        // Most names are short: their bytes are counted without walking them.
        if utf8.count <= maximumLength { return self }
        guard let limit = index(startIndex, offsetBy: maximumLength, limitedBy: endIndex), limit < endIndex else {
            return self
        }
        // The marker's width depends on the count it holds, and the count on the room the marker leaves: from the
        // most kept, keep less until they agree (what is kept only shrinks, so this ends).
        var kept = maximumLength
        var head = Substring()
        var tail = Substring()
        var marker: String
        while true {
            head = prefix(kept - kept / 4)
            tail = suffix(kept / 4)
            marker = "…(\(utf8.count - head.utf8.count - tail.utf8.count) bytes left out)…"
            let fits = Swift.max(0, maximumLength - marker.count)
            if fits == kept { break }
            kept = fits
        }
        return head + marker + tail
    }
}
