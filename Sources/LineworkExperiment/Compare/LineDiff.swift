/// A line-by-line difference of two texts (longest common subsequence), for showing how two
/// specs differ: each line of either text once, unchanged lines in both orders' places.
public struct LineDiff: Sendable, Equatable {
    /// Whether a line is in both texts, only the old one, or only the new one.
    public enum Kind: Sendable, Equatable { case same, removed, added }

    /// One line of either text, with its kind.
    public struct Line: Sendable, Equatable {
        /// Whether the line is unchanged, removed or added.
        public var kind: Kind
        /// The line's text, without its newline.
        public var text: String
    }

    /// Every line of both texts, in diff order.
    public var lines: [Line]

    /// Whether the two texts have the same lines.
    public var isEmpty: Bool { lines.allSatisfy { $0.kind == .same } }

    /// The difference from `old` to `new`: removed lines of `old` come before the added lines
    /// of `new` that replace them. Texts of up to a few hundred lines (specs) cost nothing; the
    /// table is (m + 1) × (n + 1) integers.
    public init(_ old: String, _ new: String) {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let (m, n) = (a.count, b.count)
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: m + 1)
        for i in stride(from: m - 1, through: 0, by: -1) {
            for j in stride(from: n - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [Line] = []
        var (i, j) = (0, 0)
        while i < m || j < n {
            if i < m, j < n, a[i] == b[j] {
                lines.append(Line(kind: .same, text: a[i])); i += 1; j += 1
            } else if i < m, j == n || common[i + 1][j] >= common[i][j + 1] {
                lines.append(Line(kind: .removed, text: a[i])); i += 1
            } else {
                lines.append(Line(kind: .added, text: b[j])); j += 1
            }
        }
        self.lines = lines
    }
}
