import Foundation
import Testing
import TendConsole
import TendKernel
import TendCLITesting
import TendTesting

@Suite("tend config: every key, its scope, validated")
struct ConfigTests {
    /// Values each key must refuse. Keys generated from the registry are matched by their pattern; a key
    /// with no entry here fails the test, so every new key gets its checks.
    static func badValues(_ key: String) -> [String]? {
        if key.hasSuffix(".schedule") { return ["fortnightly", "8/week"] }
        if key.hasPrefix("remind.") { return ["25:00", "21:00 someday"] }
        let table: [String: [String]] = [
            "display-name": [String(repeating: "n", count: 41), "two\nlines"],
            "week-start": ["tuesday", ""],
            "grace-days": ["8", "-1"],
            "motivation": ["points", "streaks"],
            "day-starts-at": ["07:00", "noon"],
            "theme": ["neon", "dark"],
            "color": ["sometimes", "yes"],
            "language": ["klingon", "sv_SE", "C"],
            "enabled-trackers": ["walk,run", ","],
            "feel.style": ["emoji"],
        ]
        return table[key]
    }

    /// A good value for each key and what `get` then prints.
    static func goodValue(_ key: String) -> (String, String)? {
        if key.hasSuffix(".schedule") { return ("Mon, Wed,FRI", "mon,wed,fri") }
        if key.hasPrefix("remind.") { return ("9pm weekdays", "21:00 weekdays") }
        let table: [String: (String, String)] = [
            "display-name": ("  Alex  ", "Alex"), "week-start": ("Sunday", "sunday"), "grace-days": ("0", "0"),
            "motivation": ("momentum", "momentum"), "day-starts-at": ("3:00", "03:00"), "theme": ("ocean", "ocean"),
            "color": ("never", "never"), "language": ("de_DE.UTF-8", "de"), "enabled-trackers": ("journal,walk", "walk,journal"), "feel.style": ("numbers", "numbers"),
        ]
        return table[key]
    }

    @Test("every key listed, with its scope and default (golden)")
    func list() throws {
        let h = try KnownHistory.harness()
        h.run("config", "set", "theme", "dusk")
        let r = h.run("config", "list")
        #expect(r.code == 0, "\(r)")
        Check.golden(r.out, "config-list.txt")
        Check.fits80(r.out)
        #expect(h.run("config").out == r.out, "list is the default")
        Check.golden(h.run("config", "list", "--json").out, "config-list.json")
    }

    /// Every key of the test build, from the registry and the modules (as `tend config` builds them).
    static let keyNames = SettingKeys.all(registry: Registry(TestModules.standard.map(\.tracker)), modules: TestModules.standard).map(\.name)

    @Test("config list shows exactly the build's keys, each with validation cases here")
    func keysCovered() throws {
        let h = TendHarness(now: KnownHistory.now, modules: TestModules.standard)
        let listed = (try JSONSerialization.jsonObject(with: Data(h.run("config", "list", "--json").out.utf8)) as! [[String: Any]])
            .map { $0["key"] as! String }
        #expect(listed == Self.keyNames)
        #expect(listed.count == 18)
        for key in listed { #expect(Self.badValues(key) != nil && Self.goodValue(key) != nil, "no validation cases for \(key)") }
    }

    @Test("every key refuses bad values with exit 78 and writes nothing; accepts a good one", arguments: keyNames)
    func everyKeyValidated(_ key: String) throws {
        let h = TendHarness(now: KnownHistory.now, modules: TestModules.standard)
        h.run("history")
        try h.openStore().write(ChangeIntent(action: "test.seed")) { _ in [.setSetting("display-name", scope: .synced, "Sam")] }
        let view = try json(h.run("config", "get", key, "--json").out)
        let scope = view["scope"] as! String, accepted = view["accepted"] as! String
        guard let bad = Self.badValues(key), let (good, shown) = Self.goodValue(key) else { return }
        let before = try h.digest()
        for value in bad {
            let r = h.run("config", "set", key, value)
            #expect(r.code == 78, "\(key) \(value): \(r)")
            #expect(r.out.isEmpty)
            #expect(r.err.hasPrefix("tend: '") && r.err.hasSuffix("' is not a valid value for \(key); use \(accepted).\n"), "\(r.err)")
        }
        #expect(try h.digest() == before, "\(key): a refused value wrote something")
        let ok = h.run("config", "set", key, good)
        #expect(ok.code == 0, "\(key): \(ok)")
        #expect(ok.out == "\(key) = \(shown) (\(scope == "synced" ? "synced" : "this device")).\n")
        #expect(h.run("config", "get", key).out == shown + "\n")
        #expect(try h.openStore().setting(key, scope: scope == "synced" ? .synced : .device) != nil, "\(key) stored in its own scope")
    }

    @Test("unknown keys, missing values; setting the same value or unsetting an unset key writes nothing")
    func edges() throws {
        let h = try KnownHistory.harness()
        var before = try h.digest()
        let unknown = h.run("config", "set", "colour", "never")
        #expect(unknown.code == 78 && unknown.out.isEmpty)
        #expect(unknown.err.hasPrefix("tend: 'colour' is not a setting; use one of: display-name, week-start, grace-days,"))
        #expect(h.run("config", "get", "nope").code == 78)
        #expect(h.run("config", "unset", "nope").code == 78)
        #expect(h.run("config", "set", "theme").code == 64)
        #expect(try h.digest() == before)
        #expect(h.run("config", "set", "theme", "ocean").code == 0)
        before = try h.digest()
        #expect(h.run("config", "set", "THEME", "ocean").out == "theme is already ocean (this device); nothing changed.\n")
        #expect(h.run("config", "unset", "week-start").out == "week-start is not set; nothing changed.\n")
        #expect(try h.digest() == before)
        #expect(h.run("config", "unset", "theme").out == "theme is reset to its default (garden).\n")
        #expect(h.run("config", "get", "theme").out == "garden\n")
        let name = h.run("config", "unset", "display-name")
        #expect(name.out == "display-name is reset (not set).\n")
        let get = h.run("config", "get", "display-name")
        #expect(get.out.isEmpty && get.err == "display-name is not set.\n" && get.code == 0)
        let history = h.run("history", "--limit", "3").out
        #expect(history.contains("Reset a setting (display-name)"))
        #expect(history.contains("Changed a setting (theme = ocean)"))
    }

    @Test("settings take effect: week start, grace days, enabled trackers")
    func settingsTakeEffect() throws {
        let h = try KnownHistory.harness()
        let strict = { () throws -> Int in
            let rows = try json(h.run("compare", "walk", "--json").out)["targets"] as! [[String: Any]]
            return (rows[0]["streak"] as! [String: Any])["current"] as! Int
        }
        #expect(try strict() == 66)
        h.run("config", "set", "grace-days", "0")
        #expect(try strict() == 7)
        h.run("config", "set", "enabled-trackers", "feel")
        #expect((try json(h.run("compare", "--json").out)["targets"] as! [[String: Any]]).map { $0["id"] as! String } == ["feel"])
        h.run("config", "set", "enabled-trackers", "all")
        #expect((try json(h.run("compare", "--json").out)["targets"] as! [[String: Any]]).count == 5)
    }
}

@Suite("Themes and colour: NO_COLOR and --no-color always win")
struct ColorTests {
    static let esc = "\u{1B}["

    @Test("colour on a terminal with every colour theme; never with NO_COLOR, --no-color, classic or color=never")
    func colourRules() throws {
        let h = try KnownHistory.harness()
        func run(_ args: [String] = [], env: [String: String] = [:], terminal: Bool = true) -> String {
            h.run(args, env: env, outputIsTerminal: terminal).out
        }
        #expect(run().contains(Self.esc), "garden colours by default on a terminal")
        #expect(!run(terminal: false).contains(Self.esc), "no colour through a pipe")
        #expect(!run(env: ["NO_COLOR": "1"]).contains(Self.esc))
        #expect(run(env: ["NO_COLOR": ""]).contains(Self.esc), "an empty NO_COLOR doesn't count")
        #expect(!run(["--no-color"]).contains(Self.esc))
        for theme in ["garden", "dusk", "ocean"] {
            h.run("config", "set", "theme", theme)
            let out = run()
            #expect(out.contains(Self.esc), "\(theme)")
            #expect(!run(env: ["NO_COLOR": "1"]).contains(Self.esc), "\(theme)")
            #expect(!run(["today", "--no-color"]).contains(Self.esc), "\(theme)")
            #expect(out.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == run(terminal: false))
        }
        h.run("config", "set", "theme", "classic")
        #expect(!run().contains(Self.esc))
        h.run("config", "set", "theme", "ocean")
        h.run("config", "set", "color", "never")
        #expect(!run().contains(Self.esc))
        h.run("config", "set", "color", "always")
        #expect(run(terminal: false).contains(Self.esc), "always colours through pipes")
        #expect(!run(env: ["NO_COLOR": "1"], terminal: false).contains(Self.esc))
        #expect(!run(["--no-color"], terminal: false).contains(Self.esc))
        #expect(!run(["compare", "--no-color"], terminal: false).contains(Self.esc))
    }
}
