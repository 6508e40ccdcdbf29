extension Unicode.Scalar {
    /// Whether the scalar changes how the text around it reads instead of showing itself: C0 and C1 controls, DEL,
    /// the bidirectional marks, embeddings, overrides and isolates, and the line and paragraph separators. Reports and
    /// generated code show such a scalar as an escape, so that a document's text cannot end a line, move a terminal's
    /// cursor or reorder what a reviewer sees.
    package var isInvisibleControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default: return false
        }
    }
}
