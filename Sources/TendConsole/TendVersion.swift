/// This build's version, for `tend --version` and what Tend writes (calendar files, exports).
public enum TendVersion {
    /// The version number.
    public static let number = "0.1.0"
}
