import Foundation
import TendKernel

/// Everything a command needs once its options are parsed: the open store, the clock (with
/// `TEND_NOW`), the user's calendar, the trackers, the output style and the string catalog.
public final class Session {
    /// The invocation.
    public let invocation: Invocation
    /// Common options as given.
    public let options: CommonValues
    /// The clock: `TEND_NOW` if set, else the platform's.
    public let clock: any Clock
    /// Id source.
    public let ids: any IDGenerator
    /// Where the store lives.
    public let storePath: String
    /// The open store.
    public let store: any Store
    /// The user's calendar (time zone, day start, week start).
    public let calendar: DayCalendar
    /// Output decoration.
    public let style: Style
    /// Built-in and stored trackers.
    public let registry: Registry

    /// Opens a session for parsed options: resolves the clock and store path, opens (creating) the store,
    /// reads settings.
    public convenience init(_ options: CommonOptions, invocation: Invocation = .current) throws {
        try self.init(values: options.values, invocation: invocation)
    }

    /// Opens a session for the options' values: resolves the clock and store path, opens (creating) the
    /// store, reads settings.
    public init(values options: CommonValues, invocation: Invocation = .current) throws {
        self.invocation = invocation
        self.options = options
        let env = invocation.environment
        let platform = invocation.platform
        if let now = env["TEND_NOW"], !now.isEmpty {
            do { clock = try FixedClock(tendNow: now, timeZone: platform.timeZone) } catch let e as ClockOverrideError {
                throw TendError(key: "error.tend-now.invalid", ["input": Sanitize.forDisplay(e.value)], status: .config)
            }
        } else {
            clock = platform.clock
        }
        ids = platform.ids
        storePath = Session.resolveStorePath(options.store, invocation: invocation)
        store = try platform.openStore(storePath, clock, ids)
        let language = try store.setting(SettingKeys.language.name, scope: .device)?.string
        invocation.languageSetting.set(language.flatMap { Language.supported.contains($0) ? $0 : nil })
        let weekStart = WeekStart(rawValue: try store.setting(SettingKeys.weekStart.name, scope: .synced)?.string ?? "") ?? .system
        let dayStart = (try store.setting(SettingKeys.dayStartsAt.name, scope: .device)?.string).flatMap(ClockTime.init(parsing:)) ?? .midnight
        calendar = DayCalendar(timeZone: platform.timeZone, dayStartsAt: dayStart,
                               firstWeekday: weekStart.resolved(system: platform.systemFirstWeekday))
        let themeName = try store.setting(SettingKeys.theme.name, scope: .device)?.string ?? "garden"
        let mode = ColorMode(rawValue: try store.setting(SettingKeys.color.name, scope: .device)?.string ?? "") ?? .auto
        let colorAllowed = mode.allows(terminal: invocation.outputIsTerminal, noColorEnv: !(env["NO_COLOR"] ?? "").isEmpty,
                                       noColorFlag: options.noColor)
        style = Style(color: colorAllowed, unicode: !options.ascii && Session.unicodeLocale(env),
                      theme: Theme.named(themeName) ?? .garden)
        registry = invocation.registry.adding(try platform.storedTrackers(store))
    }

    /// `--store`, else `TEND_STORE`, else `$XDG_DATA_HOME/tend/tend.sqlite`. `~` is expanded; relative
    /// paths are taken from the working directory.
    public static func resolveStorePath(_ given: String?, invocation: Invocation) -> String {
        var p = given ?? invocation.environment["TEND_STORE"] ?? invocation.defaultStorePath
        if p == "~" || p.hasPrefix("~/") { p = invocation.home + p.dropFirst() }
        if !p.hasPrefix("/") && p != ":memory:" {
            p = FileManager.default.currentDirectoryPath + "/" + p
        }
        return p
    }

    /// Whether the locale allows Unicode output (a UTF-8 locale, or none set).
    public static func unicodeLocale(_ env: [String: String]) -> Bool {
        let values = ["LC_ALL", "LC_CTYPE", "LANG"].compactMap { env[$0] }.filter { !$0.isEmpty }
        guard let first = values.first else { return true }
        let v = first.lowercased()
        return v.contains("utf-8") || v.contains("utf8")
    }

    // MARK: Time

    /// Today, as the user means it.
    public var today: Day { calendar.today(clock) }
    /// Now.
    public var now: Date { clock.now() }

    /// The day a `--date` option names (today when absent). A future day is refused unless allowed.
    public func day(_ option: DateOption, allowFuture: Bool = false) throws -> Day {
        guard let raw = option.date else { return today }
        return try day(raw, allowFuture: allowFuture)
    }

    /// The day a date word names; a future day is refused unless allowed.
    public func day(_ raw: String, allowFuture: Bool = false) throws -> Day {
        let d = try DateWord.parse(raw, today: today)
        if !allowFuture && d > today {
            throw TendError(key: "error.date.future", ["day": d.iso, "today": today.iso], status: .invalidInput)
        }
        return d
    }

    /// A tracker context for hooks and writes.
    public var context: TrackerContext { TrackerContext(store: store, calendar: calendar, clock: clock, ids: ids) }

    // MARK: Settings

    /// A setting's value, or its default.
    public func setting(_ key: SettingKey) throws -> FieldValue {
        try store.setting(key.name, scope: key.scope) ?? key.defaultValue
    }

    /// Grace days for forgiving streaks.
    public var graceDays: Int { ((try? setting(SettingKeys.graceDays))?.int) ?? 2 }

    /// The display name, if set.
    public var displayName: String? { (try? setting(SettingKeys.displayName))?.string }

    /// Every setting key of this build (platform, per-tracker and module keys).
    public var settingKeys: [SettingKey] { SettingKeys.all(registry: registry, modules: invocation.modules) }

    /// The enabled trackers, in registry order (the synced `enabled-trackers` setting; default all).
    public func enabledTrackers() throws -> [any Tracker] {
        let ids = SettingKeys.enabledIDs(try store.setting(SettingKeys.enabledTrackers(registry).name, scope: .synced),
                                         registry: registry)
        return ids.compactMap(registry.tracker)
    }

    // MARK: Output

    /// Whether `--json` was given.
    public var wantsJSON: Bool { options.json }

    /// Prints lines to standard output.
    public func print(_ lines: String...) {
        for l in lines { invocation.io.write(l + "\n") }
    }

    /// Prints lines to standard output.
    public func print(lines: [String]) {
        for l in lines { invocation.io.write(l + "\n") }
    }

    /// Prints a value as JSON.
    public func printJSON(_ value: some Encodable) throws {
        invocation.io.write(try JSONOutput.text(value))
    }

    /// Prints a note to standard error (warnings, progress).
    public func note(_ line: String) {
        invocation.io.write(line + "\n", to: .err)
    }
}

extension Session {
    /// Parses schedule text, refusing it with the accepted forms.
    public static func schedule(_ text: String) throws -> Schedule {
        do { return try Schedule(parsing: text) } catch let e as ScheduleError {
            throw TendError(key: "error.schedule.invalid", ["reason": e.description], status: .invalidInput)
        }
    }
}
