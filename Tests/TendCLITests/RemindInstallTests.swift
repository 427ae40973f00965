import Foundation
import Testing
import TendCLITesting
import TendTesting

/// `tend remind install [--cron]` and `uninstall`: only the user's own unit folder (a temporary
/// `XDG_CONFIG_HOME` here), saying what was written and removed.
@Suite("Remind: install and uninstall the timer")
struct RemindInstallTests {
    static let env = ["TEND_EXECUTABLE": "/usr/local/bin/tend"]

    /// Every file under the harness folder except the store and its side files.
    static func files(_ h: TendHarness) -> [String] {
        let all = (FileManager.default.enumerator(atPath: h.directory)?.allObjects as? [String]) ?? []
        return all.filter { !$0.hasPrefix("tend.sqlite") }.sorted()
    }

    static func masked(_ text: String, _ h: TendHarness) -> String {
        text.replacingOccurrences(of: h.directory, with: "<home>")
    }

    @Test("install writes the service and timer (golden), only in $XDG_CONFIG_HOME/systemd/user; again: unchanged")
    func install() throws {
        let h = Remind.harness()
        let before = Self.files(h)
        let out = Remind.ok(h, "remind", "install", env: Self.env)
        Remind.golden(Self.masked(out, h), "remind-install.txt")
        let folder = h.directory + "/config/systemd/user"
        let service = try String(contentsOfFile: folder + "/tend-remind.service", encoding: .utf8)
        let timer = try String(contentsOfFile: folder + "/tend-remind.timer", encoding: .utf8)
        Remind.golden(Self.masked(service, h), "remind-install.service")
        Remind.golden(timer, "remind-install.timer")
        #expect(service.contains("ExecStart=/usr/local/bin/tend remind due --notify --store \(h.storePath)\n"))
        let added = Set(Self.files(h)).subtracting(before)
        #expect(added == ["config", "config/systemd", "config/systemd/user", "config/systemd/user/tend-remind.service",
                          "config/systemd/user/tend-remind.timer"], "\(added)")
        let again = Remind.ok(h, "remind", "install", env: Self.env)
        #expect(again.hasPrefix("Already installed, unchanged: "), "\(again)")
    }

    @Test("--cron prints the crontab line and writes nothing")
    func cron() throws {
        let h = Remind.harness()
        let before = Self.files(h)
        let r = h.run(["remind", "install", "--cron", "--store", h.directory + "/my store.sqlite"], env: Self.env)
        #expect(r.code == 0, "\(r)")
        #expect(r.out == "*/5 * * * * /usr/local/bin/tend remind due --notify --store '\(h.directory)/my store.sqlite'\n")
        #expect(r.err.hasPrefix("Nothing was written."))
        #expect(Self.files(h) == before)
    }

    @Test("the default store needs no --store; a path with spaces is quoted for systemd")
    func commandWords() throws {
        let h = Remind.harness()
        Remind.ok(h, "remind", "install", env: Self.env.merging(["TEND_STORE": h.directory + "/data/tend/tend.sqlite"]) { _, b in b })
        let service = try String(contentsOfFile: h.directory + "/config/systemd/user/tend-remind.service", encoding: .utf8)
        #expect(service.contains("ExecStart=/usr/local/bin/tend remind due --notify\n"))
        Remind.ok(h, "remind", "install", env: ["TEND_EXECUTABLE": "/opt/my tools/tend", "TEND_STORE": "/tmp/a%b.sqlite"])
        let quoted = try String(contentsOfFile: h.directory + "/config/systemd/user/tend-remind.service", encoding: .utf8)
        #expect(quoted.contains("ExecStart=\"/opt/my tools/tend\" remind due --notify --store /tmp/a%%b.sqlite\n"))
    }

    @Test("uninstall removes what install wrote and the enable link, leaves other files alone, and says so")
    func uninstall() throws {
        let h = Remind.harness()
        Remind.ok(h, "remind", "install", env: Self.env)
        let folder = h.directory + "/config/systemd/user"
        try FileManager.default.createDirectory(atPath: folder + "/timers.target.wants", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/timers.target.wants/tend-remind.timer",
                                                   withDestinationPath: folder + "/tend-remind.timer")
        try "[Unit]\n".write(toFile: folder + "/other.service", atomically: true, encoding: .utf8)
        let out = Remind.ok(h, "remind", "uninstall")
        Remind.golden(Self.masked(out, h), "remind-uninstall.txt")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ["other.service", "timers.target.wants"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/timers.target.wants").isEmpty)
        #expect(Remind.ok(h, "remind", "uninstall") == "No reminder timer is installed in \(folder); nothing was removed.\n")
    }

    @Test("uninstall keeps a unit of the same name it didn't write")
    func foreign() throws {
        let h = Remind.harness()
        let folder = h.directory + "/config/systemd/user"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "[Service]\n".write(toFile: folder + "/tend-remind.service", atomically: true, encoding: .utf8)
        let out = Remind.ok(h, "remind", "uninstall")
        #expect(out == "Left \(folder)/tend-remind.service alone: tend didn't write it.\n"
                + "No reminder timer is installed in \(folder); nothing was removed.\n")
        #expect(FileManager.default.fileExists(atPath: folder + "/tend-remind.service"))
    }
}
