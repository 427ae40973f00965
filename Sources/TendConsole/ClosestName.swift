/// Finds the name a user probably meant: the closest by edit distance (insertions, deletions,
/// substitutions and swaps of neighbours, ignoring case), or one the input begins.
public enum ClosestName {
    /// The closest of `names` to `input`, or `nil` when none is close enough: within
    /// `max(2, input length ÷ 3)` edits, or starting with the input (at least 2 characters).
    /// Ties go to the name that comes first.
    public static func find(_ input: String, among names: [String]) -> String? {
        let a = Array(input.lowercased())
        guard !a.isEmpty else { return nil }
        let limit = max(2, a.count / 3)
        var best: (name: String, distance: Int)? = nil
        for name in names {
            let b = Array(name.lowercased())
            var d = distance(a, b)
            if a.count >= 2 && b.starts(with: a) { d = min(d, limit) }
            if d <= limit, best == nil || d < best!.distance { best = (name, d) }
        }
        return best?.name
    }

    /// The optimal string alignment distance (Damerau–Levenshtein without repeated edits of a substring).
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prevPrev = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], prevPrev[j - 2] + 1)
                }
            }
            (prevPrev, prev, row) = (prev, row, prevPrev)
        }
        return prev[b.count]
    }
}
