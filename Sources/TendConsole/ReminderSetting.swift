import TendKernel

/// A reminder on this device: the device-local setting `remind.<tracker>`, stored as
/// `{"time": "21:00"}` or `{"time": "21:00", "days": "weekdays"}`. Without `days` the reminder follows
/// the tracker's journaling schedule.
public struct ReminderSetting: Hashable, Sendable {
    /// The local time.
    public var time: ClockTime
    /// Its own days, or `nil` to follow the tracker's schedule.
    public var days: Schedule?

    /// Creates a reminder.
    public init(time: ClockTime, days: Schedule? = nil) {
        self.time = time
        self.days = days
    }

    /// Reads the stored form; `nil` if it isn't one.
    public init?(field: FieldValue) {
        guard let o = field.object, let t = o["time"]?.string, let time = ClockTime(parsing: t) else { return nil }
        var days: Schedule? = nil
        if let d = o["days"], !d.isNull {
            guard let text = d.string, let s = try? Schedule(parsing: text) else { return nil }
            days = s
        }
        self.init(time: time, days: days)
    }

    /// Reads typed text: a time (`21:00`, `9pm`, `6:50 pm`), optionally followed by days in the schedule
    /// syntax (`21:00 weekdays`, `7:30 mon,wed,fri`); `nil` otherwise.
    public init?(parsing raw: String) {
        let words = raw.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return nil }
        for n in stride(from: min(2, words.count), through: 1, by: -1) {
            guard let time = ClockTime(parsing: words[0..<n].joined(separator: " ")) else { continue }
            let rest = words[n...].joined(separator: " ")
            if rest.isEmpty { self.init(time: time); return }
            guard let s = try? Schedule(parsing: rest) else { return nil }
            self.init(time: time, days: s)
            return
        }
        return nil
    }

    /// The stored form.
    public var field: FieldValue {
        var o: [String: FieldValue] = ["time": .string(time.description)]
        if let days { o["days"] = .string(days.text) }
        return .object(o)
    }

    /// As the user types it: `21:00` or `21:00 weekdays`.
    public var text: String { days.map { time.description + " " + $0.text } ?? time.description }
}

extension ReminderSetting {
    /// The word for a reminder turned off on this device.
    public static let offWord = "off"

    /// The stored value of a reminder turned off on this device (needed for one that is on by default).
    public static let offValue: FieldValue = .string(offWord)

    /// Whether a stored value turns the reminder off.
    public static func isOff(_ value: FieldValue) -> Bool { value == offValue }

    /// The stored value for typed text: `off`, or a reminder (``init(parsing:)``); `nil` otherwise.
    public static func storedValue(parsing raw: String) -> FieldValue? {
        if raw.split(whereSeparator: \.isWhitespace).map({ $0.lowercased() }) == [offWord] { return offValue }
        return ReminderSetting(parsing: raw)?.field
    }
}
