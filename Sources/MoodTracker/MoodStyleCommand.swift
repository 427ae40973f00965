import ArgumentParser
import TendConsole
import TendKernel

/// `tend mood style [STYLE]`: shows or sets how moods are displayed (the synced setting `mood.style`).
struct MoodStyleCommand: SessionCommand {
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

    func checkInput() throws { _ = try chosen() }

    /// The style given, checked (`nil` when none: show the current one).
    private func chosen() throws -> MoodStyle? {
        guard let style else { return nil }
        guard let v = MoodStyle(parsing: style) else {
            throw TendError(key: "mood.error.style", ["input": Sanitize.forDisplay(style),
                                                      "accepted": MoodSettings.style.accepted], status: .invalidInput)
        }
        return v
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let chosen = try chosen()
        if let chosen {
            try s.store.write(ChangeIntent(action: "mood.style", detail: chosen.rawValue)) { reader in
                let current = try MoodStyle.stored(in: reader)
                let isSet = try reader.setting(MoodSettings.style.name, scope: MoodSettings.style.scope) != nil
                if current == chosen && isSet { return [] }
                return [.setSetting(MoodSettings.style.name, scope: MoodSettings.style.scope, .string(chosen.rawValue))]
            }
        }
        let current = try chosen ?? MoodStyle.stored(in: s.store)
        let format = MoodFormat(style: current, console: s.style)
        let sample = MoodLevel.allCases.map(format.text)
        return CommandOutput(json: JSON(style: current.rawValue, accepted: MoodStyle.allCases.map(\.rawValue), sample: sample)) {
            [tr(chosen == nil ? "mood.style.current" : "mood.style.saved", ["style": current.rawValue]),
             tr("mood.style.sample", ["sample": sample.joined(separator: "  ")])]
                + (chosen == nil ? [tr("mood.style.hint", ["accepted": MoodSettings.style.accepted])] : [])
        }
    }
}
