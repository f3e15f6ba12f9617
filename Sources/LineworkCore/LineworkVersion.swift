/// The version printed by `linework --version` and recorded in every JSON output and report.
public enum LineworkVersion {
    /// Semantic version of this build.
    public static let string = "0.1.0"
}
