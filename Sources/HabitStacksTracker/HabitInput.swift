import Foundation
import TendConsole
import TendKernel

/// Checks typed values before anything is written, with the catalogued message for each refusal.
enum HabitInput {
    /// The longest habit or stack name.
    static let maxName = 40
    /// The longest trigger.
    static let maxTrigger = 60

    /// A habit or stack name: trimmed, 1–40 characters, no control characters, not starting with `-`.
    static func name(_ raw: String) throws -> String {
        let n = raw.trimmingWhitespace()
        guard !n.isEmpty, n.count <= maxName, !n.hasPrefix("-"),
              !n.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw TendError(key: "habit.error.name", ["input": Sanitize.forDisplay(raw), "max": String(maxName)])
        }
        return n
    }

    /// A stack's trigger: trimmed, a leading "after" dropped, 1–60 characters.
    static func trigger(_ raw: String) throws -> String {
        var t = raw.trimmingWhitespace()
        if t.lowercased() == "after" { t = "" }
        if t.lowercased().hasPrefix("after ") { t = String(t.dropFirst(6)).trimmingWhitespace() }
        guard !t.isEmpty else { throw TendError(key: "habit.error.trigger.empty") }
        guard t.count <= maxTrigger, !t.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw TendError(key: "habit.error.trigger.invalid", ["input": Sanitize.forDisplay(raw), "max": String(maxTrigger)])
        }
        return t
    }

    /// A check-in amount: a finite number of at least 0.
    static func amount(_ raw: String) throws -> Double {
        guard let a = number(raw), a >= 0 else {
            throw TendError(key: "habit.error.amount.invalid", ["input": Sanitize.forDisplay(raw)])
        }
        return a
    }

    /// A goal's target: a finite number, above 0 for at least, 0 or more for at most.
    static func target(_ raw: String, option: String, allowZero: Bool) throws -> Double {
        guard let t = number(raw), allowZero ? t >= 0 : t > 0 else {
            throw TendError(key: allowZero ? "habit.error.target.at-most" : "habit.error.target.at-least",
                            ["input": Sanitize.forDisplay(raw), "option": option])
        }
        return t
    }

    /// A unit: trimmed, 1–16 characters, no control characters.
    static func unit(_ raw: String) throws -> String {
        let u = raw.trimmingWhitespace()
        guard !u.isEmpty, u.count <= 16, !u.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw TendError(key: "habit.error.unit", ["input": Sanitize.forDisplay(raw)])
        }
        return u
    }

    /// A cue: trimmed, 1–80 characters, one line.
    static func cue(_ raw: String) throws -> String {
        let c = raw.trimmingWhitespace()
        guard !c.isEmpty, c.count <= 80, !c.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw TendError(key: "habit.error.cue", ["input": Sanitize.forDisplay(raw)])
        }
        return c
    }

    /// A 1-based position among `count` places.
    static func position(_ n: Int, option: String, count: Int) throws -> Int {
        guard count > 0, (1...count).contains(n) else {
            throw TendError(key: "habit.error.position", ["option": option, "input": String(n), "max": String(max(1, count))])
        }
        return n
    }

    /// The schedule a new habit gets without `--schedule`: the `habit.schedule` setting, else daily.
    static func defaultSchedule(_ s: Session) throws -> Schedule {
        let text = try s.setting(HabitStacksModule.scheduleSetting).string
        return text.flatMap { try? Schedule(parsing: $0) } ?? .daily
    }

    /// A decimal number written with digits (`5`, `2.5`, `.5`); no exponents, infinities or NaN.
    private static func number(_ raw: String) -> Double? {
        let t = raw.trimmingWhitespace()
        guard !t.isEmpty, t.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
              let d = Double(t), d.isFinite else { return nil }
        return d
    }

    /// An amount for output: `5`, `2.5`, `0.25` (up to 2 decimals).
    static func format(_ x: Double) -> String {
        let r = (x * 100).rounded() / 100
        if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
        var s = String(r)
        if s.contains("e") { s = String(format: "%.2f", r) }
        return s
    }

    /// "5 km", "2 cups", "3".
    static func quantity(_ x: Double, unit: String?) -> String {
        format(x) + (unit.map { " " + $0 } ?? "")
    }
}
