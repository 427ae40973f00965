import Foundation
import TendKernel

/// Numbers as the custom trackers print them: at most two decimals, no trailing zeros (`7.5`, `8`, `0.33`).
public enum NumberText {
    /// The number rounded to two decimals, without trailing zeros.
    public static func format(_ x: Double) -> String {
        guard x.isFinite else { return String(x) }
        let r = (x * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        var s = String(format: "%.2f", r)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// Reads a plain decimal number (`7`, `7.5`, `.5`); `nil` for anything else (signs, exponents,
    /// `inf`, `nan`, separators).
    public static func parse(_ text: String) -> Double? {
        let t = text.trimmingWhitespace()
        guard !t.isEmpty, t.count <= 20,
              t.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              t.filter({ $0 == "." }).count <= 1, t != "." else { return nil }
        return Double(t)
    }
}
