import Foundation
import Testing

/// A real iCalendar parser for the `.ics` tests: Python's `icalendar` package. If `python3` can't import
/// it, it is installed with pip into `.build/python-icalendar` (a `--target` folder under the build
/// folder, which `.ci/run` fills too). A missing `python3` or a failed install is a test failure, never
/// a silent pass.
enum ICalendarParser {
    /// Why the parser couldn't run.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The package root (three folders up from this file).
    static var packageRoot: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    /// The pip `--target` folder under the build folder.
    static var target: String { packageRoot + "/.build/python-icalendar" }

    /// Runs a program; returns its exit status, standard output and standard error.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> (Int32, String, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.environment = environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    /// `python3` and an environment in which `import icalendar` works (installing it if needed).
    static func prepare() throws -> (python: String, environment: [String: String]) {
        var env = ProcessInfo.processInfo.environment
        let path = env["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        guard let python = path.split(separator: ":").map({ $0 + "/python3" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Unavailable(description: "python3 is not on PATH; the .ics test needs Python 3 and its icalendar package (pip install icalendar)")
        }
        if try run(python, ["-c", "import icalendar"], environment: env).0 == 0 { return (python, env) }
        env["PYTHONPATH"] = target + (env["PYTHONPATH"].map { ":" + $0 } ?? "")
        env["PIP_ROOT_USER_ACTION"] = "ignore"
        if try run(python, ["-c", "import icalendar"], environment: env).0 == 0 { return (python, env) }
        let install = try run(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--upgrade",
                                       "--target", target, "icalendar"], environment: env)
        guard install.0 == 0 else {
            throw Unavailable(description: "pip install icalendar into \(target) failed (exit \(install.0)): \(install.2)")
        }
        let check = try run(python, ["-c", "import icalendar"], environment: env)
        guard check.0 == 0 else { throw Unavailable(description: "icalendar still can't be imported after pip install: \(check.2)") }
        return (python, env)
    }

    /// What the parser read from a calendar file: JSON with `version`, `prodid`, `calname`, `errors`
    /// (every component's parse errors) and `events` (uid, summary, description, dtstart, dtstamp,
    /// rrule, alarms: [{action, description, trigger}]).
    static func parse(file: String) throws -> [String: Any] {
        let (python, env) = try prepare()
        let script = """
        import sys, json, icalendar
        cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        errors = [str(e) for c in cal.walk() for e in getattr(c, 'errors', [])]
        events = []
        for ev in cal.walk('VEVENT'):
            events.append({
                'uid': str(ev['UID']), 'summary': str(ev['SUMMARY']), 'description': str(ev['DESCRIPTION']),
                'dtstart': ev.decoded('DTSTART').isoformat(), 'dtstamp': ev.decoded('DTSTAMP').isoformat(),
                'rrule': ev['RRULE'].to_ical().decode(),
                'alarms': [{'action': str(a['ACTION']), 'description': str(a['DESCRIPTION']),
                            'trigger': str(a.decoded('TRIGGER'))} for a in ev.walk('VALARM')],
            })
        print(json.dumps({'version': str(cal['VERSION']), 'prodid': str(cal['PRODID']),
                          'calname': str(cal.get('X-WR-CALNAME')), 'errors': errors, 'events': events}))
        """
        let (status, out, err) = try run(python, ["-c", script, file], environment: env)
        guard status == 0 else { throw Unavailable(description: "icalendar refused the file (exit \(status)): \(err)") }
        return try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
    }
}
