import Foundation
import TendKernel

/// A setting the user can change with `tend config`: its name, scope, default and how a typed value
/// is checked and stored.
public struct SettingKey: Sendable {
    /// Name (`week-start`).
    public let name: String
    /// Synced or this device only.
    public let scope: SettingScope
    /// The value used when unset.
    public let defaultValue: FieldValue
    /// Catalog key of a one-line description.
    public let summaryKey: String
    /// Accepted values, for messages (`monday, sunday or system`), in the language of the moment.
    public var accepted: String { acceptedText() }
    private let acceptedText: @Sendable () -> String
    /// Turns typed text into the stored value; `nil` when invalid.
    public let parse: @Sendable (String) -> FieldValue?
    /// Shows a stored value as the user would type it (default: ``SettingKey/text(_:)``).
    public let show: @Sendable (FieldValue) -> String

    /// Creates a key.
    /// `accepted` is worked out at each use (a key is declared once per process, its text is shown in the
    /// language of the command that shows it).
    public init(name: String, scope: SettingScope, defaultValue: FieldValue, summaryKey: String,
                accepted: @autoclosure @escaping @Sendable () -> String,
                parse: @escaping @Sendable (String) -> FieldValue?,
                show: @escaping @Sendable (FieldValue) -> String = SettingKey.text) {
        self.name = name
        self.scope = scope
        self.defaultValue = defaultValue
        self.summaryKey = summaryKey
        self.acceptedText = accepted
        self.parse = parse
        self.show = show
    }

    /// A stored value as plain text: strings as they are, numbers, lists joined with `,`, `null` as nothing.
    @Sendable public static func text(_ value: FieldValue) -> String {
        switch value {
        case .null: return ""
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return s
        case .array(let a): return a.map(text).joined(separator: ",")
        case .object(let o): return o.keys.sorted().map { $0 + "=" + text(o[$0]!) }.joined(separator: " ")
        }
    }

    /// Parses or throws the clear error naming the accepted values.
    public func value(from text: String) throws -> FieldValue {
        guard let v = parse(text) else {
            throw TendError(key: "error.config.value",
                            ["key": name, "input": Sanitize.forDisplay(text), "accepted": accepted], status: .config)
        }
        return v
    }

    /// A choice among fixed words.
    public static func choice(_ name: String, _ scope: SettingScope, _ options: [String], default d: String) -> SettingKey {
        SettingKey(name: name, scope: scope, defaultValue: .string(d), summaryKey: "setting.\(name)",
                   accepted: options.joined(separator: ", ")) { t in
            let v = t.lowercased().trimmingWhitespace()
            return options.contains(v) ? .string(v) : nil
        }
    }
}

/// The platform's settings. Keys that depend on the trackers of a build (enabled trackers, each
/// tracker's schedule and reminder) and keys tracker modules contribute (``TrackerPlugin/settings``)
/// are listed by ``all(registry:modules:)``.
public enum SettingKeys {
    /// The display name used in greetings (synced).
    public static let displayName = SettingKey(
        name: "display-name", scope: .synced, defaultValue: .null, summaryKey: "setting.display-name",
        accepted: tr("setting.accepted.display-name")) { t in
            let v = Sanitize.trimmed(t)
            guard (1...40).contains(v.count), !Sanitize.hasLineBreak(v) else { return nil }
            return .string(v)
        }
    /// First day of the week (synced).
    public static let weekStart = SettingKey.choice("week-start", .synced, ["system", "monday", "sunday"], default: "system")
    /// Missed scheduled days a streak forgives (synced).
    public static let graceDays = SettingKey(
        name: "grace-days", scope: .synced, defaultValue: .int(2), summaryKey: "setting.grace-days",
        accepted: tr("setting.accepted.grace-days")) { t in
            guard let n = Int(t.trimmingWhitespace()), (0...7).contains(n) else { return nil }
            return .int(Int64(n))
        }
    /// Which figure the today view highlights (synced).
    public static let motivation = SettingKey.choice("motivation", .synced, ["streak", "momentum", "strength"], default: "streak")
    /// When a new day starts on this device (night owls: 03:00).
    public static let dayStartsAt = SettingKey(
        name: "day-starts-at", scope: .device, defaultValue: .string("00:00"), summaryKey: "setting.day-starts-at",
        accepted: tr("setting.accepted.day-starts-at")) { t in
            guard let c = ClockTime(parsing: t), c.minutes <= 360 else { return nil }
            return .string(c.description)
        }
    /// Colour theme on this device.
    public static let theme = SettingKey.choice("theme", .device, Theme.all.map(\.name), default: "garden")
    /// When this device colours output: `auto` (on a terminal), `always` (also through pipes) or `never`.
    /// `NO_COLOR` and `--no-color` always win.
    public static let color = SettingKey.choice("color", .device, ColorMode.allCases.map(\.rawValue), default: "auto")

    /// The language of this device's output: `system` (the environment's: ``Language/from(environment:)``)
    /// or one of ``Language/supported`` (`de`, `pt-BR`; a locale such as `de_DE` is taken as its language).
    public static let language = SettingKey(
        name: "language", scope: .device, defaultValue: .string("system"), summaryKey: "setting.language",
        accepted: tr("setting.accepted.language", ["languages": Language.supported.joined(separator: ", ")])) { t in
            let v = t.trimmingWhitespace()
            if v.lowercased() == "system" { return .string("system") }
            if let exact = Language.supported.first(where: { $0.lowercased() == v.lowercased() }) { return .string(exact) }
            return Language.match(v).map { .string($0) }
        }

    /// The platform's keys that don't depend on the trackers.
    public static let platform: [SettingKey] = [displayName, weekStart, graceDays, motivation, dayStartsAt, theme, color, language]

    /// A tracker's journaling schedule: `<tracker>.schedule` (synced). A module whose schedule means
    /// something more precise (the schedule new habits get) declares this key with its own summary.
    public static func schedule(for tracker: TrackerDescriptor, summaryKey: String = "setting.tracker.schedule") -> SettingKey {
        SettingKey(name: tracker.id + ".schedule", scope: .synced, defaultValue: .string(tracker.defaultSchedule.text),
                   summaryKey: summaryKey, accepted: Schedule.acceptedForms) { t in
            (try? Schedule(parsing: t)).map { .string($0.text) }
        }
    }
}
