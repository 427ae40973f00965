import Testing
@testable import MoodTracker
import TendConsole
import TendKernel

@Suite("Mood levels, styles and formats")
struct MoodLevelTests {
    init() { Catalog.register(MoodStrings.table) }

    @Test("names, numbers and aliases are accepted, in any case and with spaces around")
    func accepted() {
        let cases: [(String, MoodLevel)] = [
            ("horrible", .horrible), ("bad", .bad), ("average", .average), ("good", .good), ("great", .great),
            ("1", .horrible), ("2", .bad), ("3", .average), ("4", .good), ("5", .great),
            ("awful", .horrible), ("terrible", .horrible), ("meh", .average), ("ok", .average), ("okay", .average),
            ("rad", .great), ("GOOD", .good), ("  Meh ", .average), ("Rad", .great),
        ]
        for (text, level) in cases { #expect(MoodLevel(parsing: text) == level, "\(text)") }
    }

    @Test("anything else is refused: 0, 6, 2.5, fantastic, 05, +3, empty")
    func refused() {
        for text in ["0", "6", "2.5", "fantastic", "05", "+3", "-1", "", "goodish", "1 2", "٣", "Ⅲ"] {
            #expect(MoodLevel(parsing: text) == nil, "\(text)")
        }
        #expect(throws: TendError.self) { try MoodLevel.parse("fantastic") }
    }

    @Test("levels order from horrible to great and keep stable English names")
    func names() {
        #expect(MoodLevel.allCases.map(\.name) == ["horrible", "bad", "average", "good", "great"])
        #expect(MoodLevel.allCases.map(\.rawValue) == [1, 2, 3, 4, 5])
        #expect(MoodLevel.horrible < .great)
    }

    @Test("styles parse, colors is accepted for colours")
    func styles() {
        #expect(MoodStyle(parsing: "Faces") == .faces)
        #expect(MoodStyle(parsing: "colors") == .colours)
        #expect(MoodStyle(parsing: "colours") == .colours)
        #expect(MoodStyle(parsing: "emoji") == nil)
        #expect(MoodSettings.style.parse("numbers") == .string("numbers"))
        #expect(MoodSettings.style.parse("pictures") == nil)
    }

    @Test("each style shows every level differently, in Unicode and in ASCII")
    func formats() {
        for style in MoodStyle.allCases {
            for unicode in [true, false] {
                let f = MoodFormat(style: style, unicode: unicode)
                let shown = MoodLevel.allCases.map(f.text)
                #expect(Set(shown).count == 5, "\(style) \(unicode): \(shown)")
                if !unicode { #expect(shown.allSatisfy { $0.allSatisfy(\.isASCII) }, "\(shown)") }
            }
        }
        #expect(MoodFormat(style: .words).text(.good) == "good")
        #expect(MoodFormat(style: .numbers).text(.good) == "4")
        #expect(MoodFormat(style: .faces).text(.good) == "🙂")
        #expect(MoodFormat(style: .faces, unicode: false).text(.bad) == ":(")
        #expect(MoodFormat(style: .colours).text(.average) == "███░░")
        #expect(MoodFormat(style: .colours, unicode: false).text(.good) == "####.")
    }

    @Test("colour appears only when the console colours, with the theme's level colour")
    func colours() {
        let colored = MoodFormat(style: .words, console: Style(color: true, unicode: true, theme: .garden))
        #expect(colored.text(.horrible) == "\u{1B}[31mhorrible\u{1B}[0m")
        #expect(colored.text(.great) == "\u{1B}[32mgreat\u{1B}[0m")
        #expect(MoodFormat(style: .words, console: .plain).text(.great) == "great")
    }

    @Test("concurrent values and averages read naturally")
    func eitherAndAverage() {
        let f = MoodFormat(style: .words)
        #expect(f.either([.bad, .good]) == "bad or good")
        #expect(f.either([.bad, .average, .great]) == "bad, average or great")
        #expect(f.either([.good]) == "good")
        #expect(f.average(3.2222) == "average 3.22 (≈ average)")
        #expect(f.average(3.5) == "average 3.5 (≈ good)")
        #expect(MoodFormat(style: .numbers).average(4) == "average 4 (≈ 4)")
        #expect(MoodNumber.text(2.891891) == "2.89")
        #expect(MoodNumber.percent(8.0 / 27) == "30%")
    }
}
