/// The version of NibKit, which `nib --version` prints and reports name their tool with: the one place it is written
/// (CHANGELOG.md's newest release names the same, which a test keeps).
public enum NibKitVersion {
    /// The current release, as semantic versioning writes it.
    public static let current = "0.1.0"
}
