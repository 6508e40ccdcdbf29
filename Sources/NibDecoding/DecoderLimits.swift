import NibModel

/// The limits that keep decoding bounded on hostile input.
public struct DecoderLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes. Real Interface Builder documents stay under a few megabytes. Values
    /// above 2 GiB − 1 act as 2 GiB − 1, the most the decoder's 32-bit offsets address.
    public var maximumFileSize: Int
    /// The deepest element nesting accepted.
    public var maximumDepth: Int

    /// Limits of `maximumFileSize` bytes (64 MiB by default) and `maximumDepth` levels of nesting (256).
    public init(maximumFileSize: Int = 64 << 20, maximumDepth: Int = 256) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
    }
}
