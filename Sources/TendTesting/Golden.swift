import Foundation

/// Golden files: expected output stored next to the tests, in a `Golden` folder beside the test
/// source file. Set `TEND_UPDATE_GOLDEN=1` to (re)write them; normal runs compare strictly.
public enum Golden {
    /// Compares `actual` with `Golden/<name>` beside `file`; returns a description of the difference,
    /// or `nil` when equal.
    public static func compare(_ actual: String, _ name: String, file: String = #filePath) -> String? {
        let dir = (file as NSString).deletingLastPathComponent + "/Golden"
        let path = dir + "/" + name
        if ProcessInfo.processInfo.environment["TEND_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                     withIntermediateDirectories: true)
            try? actual.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            return "missing golden file \(path) (run with TEND_UPDATE_GOLDEN=1 to create it)"
        }
        if expected == actual { return nil }
        let a = actual.components(separatedBy: "\n"), e = expected.components(separatedBy: "\n")
        for i in 0..<max(a.count, e.count) {
            let al = i < a.count ? a[i] : "<none>", el = i < e.count ? e[i] : "<none>"
            if al != el { return "\(name): line \(i + 1) differs\n expected: \(el)\n   actual: \(al)" }
        }
        return "\(name) differs"
    }
}
