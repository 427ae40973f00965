/// The line each element of a top-level array starts on (`"entries": [ … ]` of an export), found by one
/// pass over the bytes counting brackets and skipping strings — so a refused record is named by its
/// line, as a CSV row is, without a parser that tracks positions.
enum JSONLines {
    /// The 1-based line of each element of the array under `key` in the top-level object (empty when
    /// there is none, or the bytes end early).
    static func elements(_ bytes: [UInt8], array key: String) -> [Int] {
        let target = Array(key.utf8)
        var line = 1, depth = 0, i = 0
        var lastKey: [UInt8]? = nil
        var inTarget = false, expectElement = false
        var out: [Int] = []
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case 0x0A:
                line += 1
            case 0x22:  // a string: at depth 1 it may be a key
                let start = i + 1
                i += 1
                while i < bytes.count, bytes[i] != 0x22 {
                    if bytes[i] == 0x5C { i += 1 } else if bytes[i] == 0x0A { line += 1 }
                    i += 1
                }
                if inTarget, depth == 2, expectElement {
                    out.append(line)
                    expectElement = false
                }
                if depth == 1 { lastKey = Array(bytes[start..<min(i, bytes.count)]) }
            case 0x7B, 0x5B:  // { [
                if inTarget, depth == 2, expectElement {
                    out.append(line)
                    expectElement = false
                }
                depth += 1
                if depth == 2, c == 0x5B, lastKey == target {
                    inTarget = true
                    expectElement = true
                }
            case 0x7D, 0x5D:  // } ]
                depth -= 1
                if depth == 1, inTarget { return out }
            case 0x2C:
                if inTarget, depth == 2 { expectElement = true }
            case 0x20, 0x09, 0x0D, 0x3A:
                break
            default:
                if inTarget, depth == 2, expectElement {
                    out.append(line)
                    expectElement = false
                }
            }
            i += 1
        }
        return out
    }

    /// `file line N` for element `index` (0-based) of `lines` when it is the only element on its line,
    /// else `file, kind n` (a file written on one line, or past the elements found).
    static func origin(_ file: String, _ lines: [Int], _ index: Int, kind: String) -> String {
        if index < lines.count, index == 0 || lines[index - 1] != lines[index],
           index + 1 == lines.count || lines[index + 1] != lines[index] {
            return file + " line " + String(lines[index])
        }
        return file + ", " + kind + " " + String(index + 1)
    }
}
