import TendConsole
import TendKernel

/// Small pieces of text every ritual view shares.
enum RitualFormat {
    /// A part of the day in words: `morning`, `any time`.
    static func partName(_ p: TimeOfDay) -> String { tr("ritual.time." + p.rawValue) }

    /// `1 day`, `30 days`.
    static func days(_ n: Int) -> String { trPlural("ritual.days", n, ["days": String(n)]) }

    /// `2026-11-11 – 2026-12-10`.
    static func range(_ arc: RitualArc) -> String { arc.start.iso + " – " + arc.end.iso }

    /// Label–value lines with the values aligned after the widest label.
    static func labelled(_ pairs: [(String, String)], indent: String = "") -> [String] {
        let width = pairs.map { TextWidth.of($0.0) }.max() ?? 0
        return pairs.map { indent + TextWidth.pad($0.0, to: width) + "  " + $0.1 }
    }

    /// `Mindfulness · morning · teal · enabled` (plus `archived`; the colour when it has one).
    static func status(_ r: Ritual) -> String {
        var parts: [String] = []
        if let c = r.category { parts.append(c) }
        parts.append(partName(r.timeOfDay))
        if let c = r.color { parts.append(c) }
        parts.append(tr(r.enabled ? "ritual.status.enabled" : "ritual.status.disabled"))
        if r.archived { parts.append(tr("ritual.status.archived")) }
        return parts.joined(separator: " · ")
    }

    /// Days active in words: `5 (first 2026-11-11, latest 2026-11-21)`, or `0`.
    static func daysActive(_ days: Int, first: Day?, latest: Day?) -> String {
        guard let first, let latest else { return "0" }
        return tr("ritual.insights.days-active.value", ["days": String(days), "first": first.iso, "latest": latest.iso])
    }

    /// A streak in words: `5 days (longest 9)`.
    static func streak(_ current: Int, longest: Int) -> String {
        tr("ritual.streak", ["current": days(current), "longest": String(longest)])
    }
}
