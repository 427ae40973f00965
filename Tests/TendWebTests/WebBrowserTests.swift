import Foundation
import TendCLITesting
import Testing

/// The browser front in a real browser: Debian's `chromium` and `chromium-driver`, driven by Selenium
/// (Python, from PyPI) — all installed by `.ci/run`. Screenshots go to `.build/web-screenshots`.
@Suite("tend web: in a real browser")
struct WebBrowserTests {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("Chromium loads Today, taps a mood, adds and searches a gratitude line, checks a habit and a ritual habit off, reads the habits' chains and charts and every ritual, browses the months, weeks and compare")
    func today() throws {
        let tools = try BrowserTools.find(root: Self.root)
        let h = TendHarness()
        #expect(h.run("habit", "new", "Stretch").code == 0)
        #expect(h.run("mood", "log", "bad", "--date", "2026-11-21", "--note", #"<b>rough</b> "day" שלום 🌧"#).code == 0)
        #expect(h.run("ritual", "new", "Morning calm", "--days", "30", "--time", "morning", "--habit", "Meditate", "--habit", "Read").code == 0)
        // For the habits page: a stack (a chain after a cue) and a habit not due on Sunday 2026-11-22; for
        // the rituals page: a ritual that starts later.
        #expect(h.run("stack", "new", "Evening <i>", "--after", "dinner \"late\"", "Floss", "Journal 📓").code == 0)
        #expect(h.run("habit", "new", "Weekly review", "--schedule", "mon").code == 0)
        #expect(h.run("ritual", "new", "Later 🌙", "--days", "7", "--time", "night", "--habit", "Sleep", "--start", "2026-12-05").code == 0)
        let server = try WebProcess(h)
        defer { server.stop() }
        let shots = Self.root + "/.build/web-screenshots"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tools.python)
        p.arguments = [Self.root + "/Tests/TendWebTests/Browser/today.py", server.url, shots, "Stretch", "Meditate"]
        p.environment = ["PYTHONPATH": tools.pythonPath, "PATH": "/usr/bin:/bin", "HOME": h.directory]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let log = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(log)")
        server.stop()

        let mood = h.run("mood", "list", "--json")
        #expect(mood.code == 0)
        #expect(mood.out.contains("\"good\""), "\(mood.out)")
        let gratitude = h.run("gratitude", "list", "--json")
        #expect(gratitude.out.contains(#"Morning <b>tea</b> & \"rain\" שלום 🌱"#), "\(gratitude.out)")
        let habits = h.run("habit", "list", "--json")
        #expect(habits.code == 0)
        let checkIns = try h.openStore().entries(.init(tracker: "habit"))
        #expect(checkIns.count == 1 && checkIns.first?.value == .done, "\(checkIns)")
        let ritual = h.run("ritual", "--all", "--json").out
        #expect(ritual.range(of: #""done" : true,\s*"title" : "Meditate""#, options: .regularExpression) != nil, "\(ritual)")
        #expect(ritual.range(of: #""done" : false,\s*"title" : "Read""#, options: .regularExpression) != nil, "\(ritual)")
        for page in ["today", "t-mood", "t-gratitude", "t-five", "t-habit", "t-ritual", "compare"] {
            for width in [390, 1280] {
                #expect(FileManager.default.fileExists(atPath: "\(shots)/\(page)-\(width).png"), "\(page) at \(width)")
            }
        }
        #expect(FileManager.default.fileExists(atPath: "\(shots)/today-390-dark.png"))
    }
}

/// Python with Selenium, Chromium and its driver.
struct BrowserTools {
    let python: String
    let pythonPath: String

    /// The tools, or an error naming what is missing and how `.ci/run` installs it.
    static func find(root: String) throws -> BrowserTools {
        var missing: [String] = []
        for tool in ["/usr/bin/chromium", "/usr/bin/chromedriver"] where !FileManager.default.isExecutableFile(atPath: tool) {
            missing.append(tool)
        }
        let python = "/usr/bin/python3"
        let pythonPath = root + "/.build/python-selenium"
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: python)
        probe.arguments = ["-c", "import selenium, axe_selenium_python"]
        probe.environment = ["PYTHONPATH": pythonPath]
        probe.standardError = FileHandle.nullDevice
        if (try? probe.run()) == nil { missing.append(python) } else {
            probe.waitUntilExit()
            if probe.terminationStatus != 0 { missing.append("selenium and axe-selenium-python (pip)") }
        }
        guard missing.isEmpty else { throw Missing(tools: missing) }
        return BrowserTools(python: python, pythonPath: pythonPath)
    }

    /// What is not installed.
    struct Missing: Error, CustomStringConvertible {
        let tools: [String]
        var description: String {
            "not installed: \(tools.joined(separator: ", ")); .ci/run installs Debian's chromium and chromium-driver and "
                + "Selenium with axe-selenium-python (pip, into .build/python-selenium): this test needs a real browser"
        }
    }
}
