import ArgumentParser
import TendConsole
import TendKernel

/// `tend mood style [STYLE]`: shows or sets how moods are displayed (the synced setting `mood.style`).
struct MoodStyleCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "style", abstract: trHelp("mood.style.abstract"), discussion: trHelp("mood.style.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("mood.style.value.help"), valueName: "style"))
    var style: String?

    /// `--json`: the style in force and the accepted ones.
    struct JSON: Encodable {
        let style: String
        let accepted: [String]
        let sample: [String]
    }

    func run() throws {
        var chosen: MoodStyle?
        if let style {
            guard let v = MoodStyle(parsing: style) else {
                throw TendError(key: "mood.error.style", ["input": Sanitize.forDisplay(style),
                                                          "accepted": MoodSettings.style.accepted], status: .invalidInput)
            }
            chosen = v
        }
        let s = try Session(common)
        if let chosen {
            try s.store.write(ChangeIntent(action: "mood.style", detail: chosen.rawValue)) { reader in
                let current = try MoodStyle.stored(in: reader)
                let isSet = try reader.setting(MoodSettings.style.name, scope: MoodSettings.style.scope) != nil
                if current == chosen && isSet { return [] }
                return [.setSetting(MoodSettings.style.name, scope: MoodSettings.style.scope, .string(chosen.rawValue))]
            }
        }
        let current = try MoodStyle.stored(in: s.store)
        let format = MoodFormat(style: current, console: s.style)
        let sample = MoodLevel.allCases.map(format.text)
        if s.wantsJSON {
            try s.printJSON(JSON(style: current.rawValue, accepted: MoodStyle.allCases.map(\.rawValue), sample: sample))
            return
        }
        s.print(tr(chosen == nil ? "mood.style.current" : "mood.style.saved", ["style": current.rawValue]),
                tr("mood.style.sample", ["sample": sample.joined(separator: "  ")]))
        if chosen == nil { s.print(tr("mood.style.hint", ["accepted": MoodSettings.style.accepted])) }
    }
}
