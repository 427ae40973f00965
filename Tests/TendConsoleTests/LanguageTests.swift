import Foundation
import Testing
import TendConsole
import TendKernel

@Suite("Languages and plural rules")
struct LanguageTests {
    @Test("a locale or a tag picks the closest shipped catalog; C, POSIX and unknown languages pick none")
    func matching() {
        let cases: [(String, String?)] = [
            ("de_DE.UTF-8", "de"), ("de_AT", "de"), ("en_US.UTF-8", "en"), ("en_GB.UTF-8", "en-GB"), ("en-au", "en-GB"),
            ("es_ES.UTF-8", "es-MX"), ("es_MX", "es-MX"), ("pt_PT", "pt-BR"), ("pt-BR", "pt-BR"), ("zh_CN.UTF-8", "zh-Hans"),
            ("zh_TW", "zh-Hans"), ("ja_JP.UTF-8", "ja"), ("ko_KR.eucKR", "ko"), ("fr_CA", "fr"), ("it_IT@euro", "it"),
            ("nl_BE", "nl"), ("ru_RU.UTF-8", "ru"), ("C", nil), ("POSIX", nil), ("sv_SE.UTF-8", nil), ("", nil),
        ]
        for (raw, expected) in cases {
            let got = Language.match(raw)
            #expect(got == expected, "\(raw)")
        }
    }

    @Test("LC_ALL wins over LC_MESSAGES over LANG; LANGUAGE's list comes first unless the locale is C")
    func environment() {
        #expect(Language.from(environment: [:]) == "en")
        #expect(Language.from(environment: ["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]) == "ja")
        #expect(Language.from(environment: ["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LC_ALL": "ko_KR.UTF-8"]) == "ko")
        #expect(Language.from(environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "sv:nl:fr"]) == "nl")
        #expect(Language.from(environment: ["LANG": "C.UTF-8", "LANGUAGE": "nl"]) == "en")
        #expect(Language.from(environment: ["LANG": "sv_SE.UTF-8"]) == "en")
        #expect(Language.from(environment: ["LANG": "", "LC_ALL": "", "LC_MESSAGES": "it_IT"]) == "it")
    }

    @Test("Russian counts take one, few or many by CLDR's rule", arguments: [
        (0, PluralCategory.many), (1, .one), (2, .few), (5, .many), (11, .many), (21, .one), (22, .few), (25, .many),
        (12, .many), (14, .many), (101, .one), (111, .many), (1004, .few),
    ])
    func russian(_ n: Int, _ expected: PluralCategory) {
        #expect(PluralRules.category(n, language: "ru") == expected)
    }

    @Test("Polish-style counts: one only for 1, few for 2–4 (not 12–14), many for the rest", arguments: [
        (0, PluralCategory.many), (1, .one), (2, .few), (5, .many), (11, .many), (21, .many), (22, .few), (25, .many),
    ])
    func polish(_ n: Int, _ expected: PluralCategory) {
        #expect(PluralRules.category(n, language: "pl") == expected)
    }

    @Test("English, German and Spanish: one for 1; French and Portuguese: one for 0 and 1; Japanese, Korean and Chinese: other")
    func others() {
        let counts = [0, 1, 2, 5, 11, 21, 22, 25]
        #expect(counts.map { PluralRules.category($0, language: "en") } == [.other, .one, .other, .other, .other, .other, .other, .other])
        #expect(counts.map { PluralRules.category($0, language: "de") } == counts.map { PluralRules.category($0, language: "es-MX") })
        #expect(counts.map { PluralRules.category($0, language: "fr") } == [.one, .one, .other, .other, .other, .other, .other, .other])
        #expect(counts.map { PluralRules.category($0, language: "pt-BR") } == [.one, .one, .other, .other, .other, .other, .other, .other])
        for lang in ["ja", "ko", "zh-Hans"] {
            #expect(counts.allSatisfy { PluralRules.category($0, language: lang) == .other })
            #expect(PluralRules.categories(lang) == [.other])
        }
        #expect(PluralRules.category(1.5, language: "en") == .other)
        #expect(PluralRules.category(1.5, language: "fr") == .one)
        #expect(PluralRules.category(2.5, language: "ru") == .other)
    }

    @Test("a counted string takes its language's form: Russian 1 день, 2 дня, 5 дней, 21 день", arguments: [
        (0, "0 дней"), (1, "1 день"), (2, "2 дня"), (5, "5 дней"), (11, "11 дней"), (21, "21 день"), (22, "22 дня"), (25, "25 дней"),
    ])
    func russianWords(_ n: Int, _ expected: String) {
        Catalog.register(StringTable(id: "LanguageTests.days", english: ["test.lang.day.one": "{n} day", "test.lang.day.other": "{n} days",
                                                                          "test.lang.inline": "{n:day|days}"],
                                     translations: ["ru": ["test.lang.day.one": "{n} день", "test.lang.day.few": "{n} дня",
                                                           "test.lang.day.many": "{n} дней", "test.lang.day.other": "{n} дня",
                                                           "test.lang.inline": "{n:one=день|few=дня|many=дней|other=дня}"]]))
        let invocation = Self.invocation(["LANG": "ru_RU.UTF-8"])
        let (keyed, inline) = Invocation.$currentOrNil.withValue(invocation) {
            (trPlural("test.lang.day", n, ["n": String(n)]), tr("test.lang.inline", ["n": String(n)]))
        }
        #expect(keyed == expected)
        #expect(inline == expected)
        let english = trPlural("test.lang.day", n, ["n": String(n)])
        #expect(english == (n == 1 ? "1 day" : "\(n) days"))
    }

    @Test("Japanese has one form: the other form serves every count")
    func japaneseWords() {
        Catalog.register(StringTable(id: "LanguageTests.ja", english: ["test.lang.entry.one": "{n} entry", "test.lang.entry.other": "{n} entries"],
                                     translations: ["ja": ["test.lang.entry.other": "{n} 件"]]))
        let invocation = Self.invocation(["LC_ALL": "ja_JP.UTF-8"])
        let words = Invocation.$currentOrNil.withValue(invocation) { [1, 2, 21].map { trPlural("test.lang.entry", $0, ["n": String($0)]) } }
        #expect(words == ["1 件", "2 件", "21 件"])
    }

    @Test("the device's language setting wins over the environment for every copy of the invocation")
    func setting() {
        let invocation = Self.invocation(["LANG": "de_DE.UTF-8"])
        let copy = invocation
        #expect(copy.language == "de")
        invocation.languageSetting.set("ja")
        #expect(copy.language == "ja")
        invocation.languageSetting.set(nil)
        #expect(copy.language == "de")
    }

    @Test("the system week start follows the locale for dates: Sunday in the US and Japan, Monday in Germany and Russia")
    func weekStart() {
        #expect(LocaleWeek.firstWeekday(environment: ["LANG": "en_US.UTF-8"]) == .sunday)
        #expect(LocaleWeek.firstWeekday(environment: ["LANG": "ja_JP.UTF-8"]) == .sunday)
        #expect(LocaleWeek.firstWeekday(environment: ["LANG": "de_DE.UTF-8"]) == .monday)
        #expect(LocaleWeek.firstWeekday(environment: ["LANG": "en_GB.UTF-8"]) == .monday)
        #expect(LocaleWeek.firstWeekday(environment: ["LANG": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8"]) == .sunday)
        #expect(LocaleWeek.firstWeekday(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "ru_RU.UTF-8"]) == .monday)
        #expect(LocaleWeek.firstWeekday(environment: ["LANG": "C.UTF-8"]) == .monday)
        #expect(LocaleWeek.firstWeekday(environment: [:]) == .monday)
    }

    static func invocation(_ env: [String: String]) -> Invocation {
        let platform = Platform(openStore: { _, _, _ in throw TendError(key: "test.lang.no-store") },
                                timeZone: TimeZone(identifier: "UTC")!, systemFirstWeekday: .monday,
                                clock: FixedClock(Date(timeIntervalSince1970: 0)), ids: RandomIDs())
        return Invocation(environment: env, io: .capturing(), outputIsTerminal: false, inputIsTerminal: false,
                          modules: [], platform: platform)
    }
}
