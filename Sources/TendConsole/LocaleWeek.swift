import Foundation
import TendKernel

/// The first day of the week the user's locale uses (the `system` value of the `week-start` setting).
///
/// Read from the locale the environment names for dates (`LC_ALL`, else `LC_TIME`, else `LANG`) through
/// Foundation's locale data: on Linux `Calendar.current` ignores those variables (it is always `en_001`,
/// Monday), so `en_US.UTF-8` would start weeks on Monday and `ja_JP.UTF-8` too.
public enum LocaleWeek {
    /// The first weekday of the environment's locale; Monday when none is named (`C`, `POSIX`, unset).
    public static func firstWeekday(environment env: [String: String]) -> Weekday {
        guard let raw = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap({ env[$0] }).first(where: { !$0.isEmpty }),
              !Language.isPlain(raw) else { return .monday }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: String(Language.localeName(raw)))
        return Weekday(foundationWeekday: calendar.firstWeekday)
    }
}
