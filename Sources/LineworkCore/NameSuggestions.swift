/// The known names closest to a misspelt one, for a one-line message that says what was meant
/// without listing every name (a preset has over forty keys).
public enum NameSuggestions {
    /// Up to `count` names of `known` nearest to `name` by edit distance (Levenshtein, case
    /// folded), nearest first, ties in `known`'s order; only names within half of `name`'s
    /// length (at least 2 edits) are offered.
    public static func closest(to name: String, among known: [String], count: Int = 3) -> [String] {
        let target = Array(name.lowercased().prefix(64))
        let limit = max(2, target.count / 2)
        let scored = known.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
            let distance = editDistance(target, Array(candidate.lowercased()))
            return distance <= limit ? (distance, index, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(count).map(\.2)
    }

    /// "did you mean a, b or c?", or "" when nothing is close.
    public static func hint(for name: String, among known: [String]) -> String {
        let names = closest(to: name, among: known)
        guard !names.isEmpty else { return "" }
        let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
        return "did you mean \(listed)?"
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
