import Testing
import TendConsole
import TendKernel

/// The one renderer of today blocks: what each kind of ``TodayLine`` becomes in the console, from
/// values alone (no tracker renders its own lines).
@Suite("Today blocks rendered from values")
struct TodayTextTests {
    init() {
        Catalog.register(StringTable(id: "TodayTextTests", english: [
            "tt.after": "After {trigger}", "tt.more": "+{count} more", "tt.empty": "no habits yet",
            "tt.momentum": "momentum {bucket}", "tt.bucket.strong": "strong", "tt.loose": "Other habits: {steps}",
            "tt.name": "Rituals", "tt.earlier": "(earlier)", "tt.logged": "Mood · {mood}", "tt.either": "{first} or {last}",
            "tt.level.1": "horrible", "tt.level.2": "bad", "tt.level.3": "average", "tt.level.4": "good", "tt.level.5": "great",
        ]))
    }

    func chain(_ names: [String], tail: [Phrase] = []) -> TodayLine {
        .chain(cue: Phrase("tt.after", ["trigger": .text("waking up")]),
               steps: names.enumerated().map { TodayStep(name: $1, state: $0 == 0 ? .done : $0 == 1 ? .next : .later) },
               empty: Phrase("tt.empty"), more: Phrase("tt.more"), tail: tail)
    }

    @Test("a chain: cue, steps with their marks, the tail after the separator; ASCII marks under --ascii")
    func chainLine() {
        let tail = [Phrase("tt.momentum", ["bucket": .phrase(Phrase("tt.bucket.strong"))])]
        #expect(TodayText.line(chain(["Run", "Read", "Floss"], tail: tail), style: .plain)
                == "After waking up → Run ✓ → Read ▸ → Floss · · momentum strong")
        let ascii = Style(color: false, unicode: false)
        #expect(TodayText.line(chain(["Run", "Read", "Floss"], tail: tail), style: ascii)
                == "After waking up -> Run x -> Read > -> Floss . | momentum strong")
        #expect(TodayText.line(chain([]), style: .plain) == "After waking up → no habits yet")
    }

    @Test("a long chain folds its last steps into '+N more' and fits the width")
    func chainFolds() {
        let names = (1...12).map { "Habit number \($0)" }
        let line = TodayText.line(chain(names), style: .plain, width: 78)
        #expect(TextWidth.of(line) <= 78)
        #expect(line.hasPrefix("After waking up → Habit number 1 ✓ → Habit number 2 ▸"))
        let shown = line.components(separatedBy: " → ").count - 2   // less the cue and the "+N more"
        #expect(line.hasSuffix("+\(12 - shown) more"), "\(line)")
    }

    @Test("a list fills {steps}; counts show done/total and a step's note")
    func listAndCounts() {
        let list = TodayLine.list(Phrase("tt.loose"), steps: [TodayStep(name: "Floss", state: .later), TodayStep(name: "Stretch", state: .done)])
        #expect(TodayText.line(list, style: .plain) == "Other habits: Floss ·, Stretch ✓")
        let counts = TodayLine.counts(head: Phrase("tt.name"), steps: [
            TodayStep(name: "Morning calm", state: .later, count: TodayProgress(done: 1, total: 2)),
            TodayStep(name: "Evening", state: .later, count: TodayProgress(done: 0, total: 3), note: Phrase("tt.earlier")),
        ])
        #expect(TodayText.line(counts, style: .plain) == "Rituals · Morning calm 1/2 · Evening 0/3 (earlier)")
    }

    @Test("levels in each style; a list of levels; a verbatim name is never looked up")
    func phrases() {
        func mood(_ style: LevelStyle) -> String {
            PhraseText.render(Phrase("tt.logged", ["mood": .level(4, style: style, words: "tt.level.")]))
        }
        #expect(mood(.words) == "Mood · good")
        #expect(mood(.numbers) == "Mood · 4")
        #expect(mood(.faces) == "Mood · 🙂")
        #expect(mood(.colours) == "Mood · ████░")
        #expect(PhraseText.render(Phrase("tt.logged", ["mood": .level(4, style: .faces, words: "tt.level.")]), unicode: false) == "Mood · :)")
        let either = Phrase("tt.either", ["first": .list([.level(1, style: .words, words: "tt.level."), .level(2, style: .words, words: "tt.level.")]),
                                          "last": .level(5, style: .words, words: "tt.level.")])
        #expect(PhraseText.render(either) == "horrible, bad or great")
        #expect(PhraseText.render(.verbatim("tt.name {x}")) == "tt.name {x}")
    }

    @Test("a block's keys: every phrase it says, nested ones and level words included, verbatim ones left out")
    func keys() {
        let status = TodayStatus(tracker: "t", title: .verbatim("T"), due: true, done: false,
                                 lines: [chain(["Run"], tail: [Phrase("tt.momentum", ["bucket": .phrase(Phrase("tt.bucket.strong"))])]),
                                         .sentence([Phrase("tt.logged", ["mood": .level(9, style: .words, words: "tt.level.")])])],
                                 highlight: .phrase(Phrase("tt.name")))
        #expect(TodayText.keys(status) == ["tt.after", "tt.empty", "tt.more", "tt.momentum", "tt.bucket.strong", "tt.logged",
                                           "tt.level.5", "tt.name"])
        #expect(TodayText.highlight(status) == "Rituals")
        var none = status
        none.highlight = .none
        #expect(TodayText.highlight(none) == "")
        none.highlight = .platform
        #expect(TodayText.highlight(none) == nil)
    }
}
