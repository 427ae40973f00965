import Foundation
import TendConsole
import TendKernel

/// How a mood is shown: the synced setting `mood.style`.
///
/// - `words`: `good`
/// - `numbers`: `4`
/// - `faces`: `🙂` (`:)` where only ASCII may be drawn)
/// - `colours`: a five-cell meter, `████░`, in the level's theme colour when the console colours
public enum MoodStyle: String, CaseIterable, Sendable, Codable {
    /// The four styles (see the type's description).
    case words, numbers, faces, colours

    /// Reads a style name; `colors` is accepted for `colours`.
    public init?(parsing text: String) {
        let t = text.trimmingWhitespace().lowercased()
        if t == "colors" { self = .colours; return }
        guard let s = MoodStyle(rawValue: t) else { return nil }
        self = s
    }

    /// The same style as the platform draws levels (``LevelText``).
    public var levelStyle: LevelStyle {
        switch self {
        case .words: return .words
        case .numbers: return .numbers
        case .faces: return .faces
        case .colours: return .colours
        }
    }

    /// The style a store holds (the default, `words`, when unset or unreadable).
    public static func stored(in store: any StoreReader) throws -> MoodStyle {
        (try store.setting(MoodSettings.style.name, scope: MoodSettings.style.scope)?.string).flatMap(MoodStyle.init(parsing:)) ?? .words
    }
}

/// The mood tracker's settings, for `tend config` and the mood commands.
public enum MoodSettings {
    /// `mood.style`: words, numbers, faces or colours (synced; default words).
    public static let style = SettingKey(
        name: "mood.style", scope: .synced, defaultValue: .string(MoodStyle.words.rawValue), summaryKey: "setting.mood.style",
        accepted: MoodStyle.allCases.map(\.rawValue).joined(separator: ", ")) { t in
            MoodStyle(parsing: t).map { .string($0.rawValue) }
        }

    /// Every key of the module.
    public static let all: [SettingKey] = [style]
}
