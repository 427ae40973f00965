import Foundation
import TendConsole
import TendKernel

/// What the mood's month and year grids share: the scale of cells per display style, labels,
/// captions and writing `--svg` files.
enum MoodChart {
    /// SVG fills from horrible (red) to great (green), with a pale grey for days without a mood.
    static let fills = ["#ebedf0", "#d73027", "#fc8d59", "#fee08b", "#91cf60", "#1a9850"]

    /// The cells of a display style. Words and colours draw a ramp of bars (`▁ ▂ ▄ ▆ █`), numbers
    /// the level, faces a face where the cell is two columns wide (the month grid). Days without a
    /// mood are `·`. ANSI colours follow the console theme's five-level scale.
    static func scale(_ style: MoodStyle, theme: Theme) -> HeatScale {
        let ramp = ["·", "▁", "▂", "▄", "▆", "█"]
        let digits = ["·", "1", "2", "3", "4", "5"], asciiDigits = [".", "1", "2", "3", "4", "5"]
        let narrow: HeatScale.Glyphs, wide: HeatScale.Glyphs
        switch style {
        case .words, .colours:
            narrow = .init(unicode: ramp, ascii: asciiDigits)
            wide = .init(unicode: ramp.map { $0 + $0 }, ascii: asciiDigits.map { " " + $0 })
        case .numbers:
            narrow = .init(unicode: digits, ascii: asciiDigits)
            wide = .init(unicode: digits.map { " " + $0 }, ascii: asciiDigits.map { " " + $0 })
        case .faces:
            narrow = .init(unicode: ramp, ascii: asciiDigits)
            wide = .init(unicode: ["··"] + LevelText.faces, ascii: [" ."] + LevelText.asciiFaces)
        }
        let names = [tr("mood.chart.none")] + MoodLevel.allCases.map(\.label)
        return HeatScale(narrow: narrow, wide: wide, ansi: ["90"] + theme.scale, fills: fills, darkFills: [1, 5], names: names)
    }

    /// Weekday and month labels from the catalog.
    static var labels: ChartLabels {
        ChartLabels(weekdays: Weekday.allCases.map(DayFormat.weekdayTwoLetter), months: (1...12).map(DayFormat.monthShort),
                    less: tr("mood.chart.less"), more: tr("mood.chart.more"))
    }

    /// Levels (the current value of each day) and SVG tooltips (`good`, both values of a conflict, the note).
    static func cells(_ days: [Day: MoodDay]) -> (levels: [Day: Int], captions: [Day: String]) {
        var levels: [Day: Int] = [:], captions: [Day: String] = [:]
        let words = MoodFormat(style: .words)
        for (d, m) in days {
            guard let l = m.level else { continue }
            levels[d] = l.rawValue
            var caption = m.isConflict ? tr("mood.chart.conflict", ["values": words.either(m.levels)]) : l.label
            if let note = m.note { caption += " — " + (note.count > 80 ? String(note.prefix(80)) + "…" : note) }
            captions[d] = caption
        }
        return (levels, captions)
    }

    /// Lines listing the days in conflict, with the command that settles them.
    static func conflictLines(_ days: [Day: MoodDay], format: MoodFormat) -> [String] {
        days.values.filter(\.isConflict).sorted { $0.day < $1.day }.map { m in
            tr("mood.chart.conflict-line", ["date": DayFormat.short(m.day), "values": format.either(m.levels), "iso": m.day.iso])
        }
    }

    /// Writes an SVG file; refuses a path that can't be written (exit 73) with the reason.
    static func write(_ svg: String, to path: String) throws {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDir), isDir.boolValue {
            throw TendError(key: "mood.error.svg", ["path": path, "reason": tr("mood.error.svg.directory")], status: .cannotCreate)
        }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: full), options: .atomic)
        } catch {
            let parent = (full as NSString).deletingLastPathComponent
            let reason = FileManager.default.fileExists(atPath: parent) ? tr("mood.error.svg.unwritable") : tr("mood.error.svg.no-folder")
            throw TendError(key: "mood.error.svg", ["path": path, "reason": reason], status: .cannotCreate)
        }
    }
}
