import CustomTrackers
import Foundation
import Testing
import TendConsole
import TendEngine
import TendKernel
import TendSync
import TendCLITesting
import TendTesting

/// A seeded source of mutations: the same seed gives the same inputs on every machine, so a failure
/// names an input that can be replayed.
struct Mutator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// Bytes that parsers find interesting: digits, separators, quotes, NUL, high bytes, invalid UTF-8.
    static let interesting: [UInt8] = Array("0123456789-:/,.;|\"'{}[]<> \t\r\nTtZz+eE".utf8) + [0, 0x7F, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]

    /// `seed` changed in one to four ways: bytes flipped, replaced, inserted or deleted, a run cut out or
    /// repeated, the whole cut short, or random bytes.
    mutating func mutate(_ seed: [UInt8]) -> [UInt8] {
        var b = seed
        for _ in 0...below(4) {
            switch below(8) {
            case 0 where !b.isEmpty: b[below(b.count)] ^= UInt8(1 << below(8))
            case 1 where !b.isEmpty: b[below(b.count)] = Self.interesting[below(Self.interesting.count)]
            case 2: b.insert(Self.interesting[below(Self.interesting.count)], at: below(b.count + 1))
            case 3 where !b.isEmpty: b.remove(at: below(b.count))
            case 4 where b.count > 2:
                let i = below(b.count - 1)
                b.removeSubrange(i..<min(b.count, i + 1 + below(16)))
            case 5 where b.count > 2:
                let i = below(b.count - 1), run = b[i..<min(b.count, i + 1 + below(32))]
                b.insert(contentsOf: run, at: below(b.count + 1))
            case 6: b = Array(b.prefix(below(b.count + 1)))
            default: b = (0..<below(64)).map { _ in UInt8(truncatingIfNeeded: next()) }
            }
        }
        return b
    }

    mutating func mutate(_ seed: String) -> String { String(decoding: mutate(Array(seed.utf8)), as: UTF8.self) }
}

/// Every parser fed random and mutated inputs for a fixed number of iterations: no crash, no hang,
/// only the parser's own errors (docs/reliability.md has the counts).
@Suite("Fuzzing every parser with seeded random and mutated input")
struct FuzzTests {
    static let today = Day(iso: "2026-11-22")!

    @Test("date words: 20,000 inputs, each a day or a clear error")
    func dateWords() {
        var m = Mutator(seed: 1)
        let seeds = ["2026-11-21", "today", "yesterday", "3d", "3 days ago", "mon", "sunday", "0000-01-01", "9999-12-31", "2024-02-29"]
        var parsed = 0, refused = 0
        for i in 0..<20_000 {
            let input = m.mutate(seeds[i % seeds.count])
            do { _ = try DateWord.parse(input, today: Self.today); parsed += 1 } catch let e as TendError {
                #expect(!e.message.isEmpty); refused += 1
            } catch { Issue.record("\(input.debugDescription): \(error)") }
        }
        #expect(parsed + refused == 20_000 && parsed > 0 && refused > 0)
    }

    @Test("schedules, clock times, ISO days and TEND_NOW: 20,000 inputs each")
    func kernelTexts() {
        var m = Mutator(seed: 2)
        let schedules = ["daily", "weekdays", "mon,wed,fri", "3/week", "3/10d", "every 2 days", "weekends", "2/month"]
        let nows = ["2026-11-21", "2026-11-21T08:30", "2026-11-21T08:30:15", "1970-01-01T00:00"]
        var accepted = 0
        for i in 0..<20_000 {
            let s = m.mutate(schedules[i % schedules.count])
            do { _ = try Schedule(parsing: s); accepted += 1 } catch let e as ScheduleError {
                #expect(!"\(e)".isEmpty)
            } catch { Issue.record("schedule \(s.debugDescription): \(error)") }
            _ = ClockTime(parsing: m.mutate("21:30"))
            _ = Day(iso: m.mutate("2026-02-28"))
            let now = m.mutate(nows[i % nows.count])
            do { _ = try FixedClock(tendNow: now, timeZone: TimeZone(identifier: "Europe/Berlin")!) } catch is ClockOverrideError {
            } catch { Issue.record("TEND_NOW \(now.debugDescription): \(error)") }
        }
        #expect(accepted > 0)
    }

    @Test("stored values: 20,000 mutated JSON values, each a value, nil or a JSON error — exactly as the general parser reads them")
    func entryValues() {
        var m = Mutator(seed: 3)
        let seeds = [#"{"done":true}"#, #"{"level":4}"#, #"{"text":"Morning coffee ☕"}"#, #"{"amount":2.5}"#, #"{"skip":true}"#,
                     #"{"count":3}"#, #"{"text":"a\"b\\c\u00e9"}"#]
        var values = 0, nils = 0, refused = 0
        for i in 0..<20_000 {
            let bytes = m.mutate(Array(seeds[i % seeds.count].utf8))
            // The fast reader must agree with the definition it shortcuts: EntryValue(field: FieldValue(jsonUTF8:)).
            let general = try? bytes.withUnsafeBufferPointer { try FieldValue(jsonUTF8: $0) }
            do {
                let v = try bytes.withUnsafeBufferPointer { try EntryValue.parse(jsonUTF8: $0) }
                #expect(general != nil && v == general.flatMap(EntryValue.init(field:)), "\(bytes): \(String(describing: v)) vs \(String(describing: general))")
                if let v {
                    values += 1
                    // What it stores reads back as itself.
                    #expect((try? v.field.jsonBytes.withUnsafeBufferPointer { try EntryValue.parse(jsonUTF8: $0) }) == v, "\(v)")
                } else {
                    nils += 1
                }
            } catch let e as JSONParseError {
                #expect(!e.description.isEmpty)
                #expect(general == nil, "\(bytes): refused, but the general parser read it")
                refused += 1
            } catch {
                Issue.record("\(bytes): \(error)")
            }
        }
        #expect(values + nils + refused == 20_000)
        #expect(values > 300 && nils > 1_000 && refused > 15_000, "values \(values), nil \(nils), refused \(refused)")
    }

    @Test("tracker definition files: 5,000 mutated definitions, each a definition, problems by JSON path, or a JSON error with line and column")
    func definitions() throws {
        var root = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { root.deleteLastPathComponent() }
        let folder = root.appendingPathComponent("Examples/definitions")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        #expect(seeds.count >= 3)
        var m = Mutator(seed: 4)
        var defined = 0, problems = 0, unreadable = 0
        for i in 0..<5_000 {
            let text = m.mutate(seeds[i % seeds.count])
            do {
                switch try DefinitionParser.parse(text) {
                case .success: defined += 1
                case .failure(let p): #expect(!p.problems.isEmpty, "\(text)"); problems += 1
                }
            } catch let e as DefinitionJSONError {
                #expect(!e.reason.isEmpty && e.line >= 1 && e.column >= 1); unreadable += 1
            } catch {
                Issue.record("\(text.debugDescription): \(error)")
            }
        }
        #expect(defined > 0 && problems + unreadable > 0)
    }

    @Test("sync segments: 5,000 mutated sealed segments are refused with a reason; decoded payloads never crash")
    func segments() throws {
        let vault = try #require(VaultID(String(repeating: "ab", count: 16)))
        let key = try #require(VaultKey(vault: vault, bytes: Array(repeating: 7, count: VaultKey.byteCount)))
        let device = try #require(DeviceID("00ff00ff00ff00ff"))
        let address = SegmentAddress(kind: .segment, device: device, seq: 1)
        let change = Change(id: OpID(hlc: HLC(millis: 1_790_000_000_000, counter: 0), device: device), action: "gratitude.add",
                            detail: "Morning coffee · 2026-11-21", source: "cli", undoes: nil, ops: [])
        let plain = SegmentPayload.segment([change])
        let sealed = try SegmentCipher.seal(plain, at: address, key: key, random: CountingBytes())
        #expect(try SegmentCipher.open(sealed, at: address, key: key) == plain)
        var m = Mutator(seed: 5)
        var refused = 0
        var decoded = 0, badContent = 0
        for _ in 0..<5_000 {
            let data = m.mutate(sealed)
            do {
                let opened = try SegmentCipher.open(data, at: address, key: key)
                // Authenticated, so the bytes are the sealed ones (a mutation that changed nothing).
                #expect(data == sealed && opened == plain)
            } catch {
                let e: SegmentRefusal = error  // typed: nothing else can come out
                #expect(e.location == "devices/00ff00ff00ff00ff/0000000001")
                #expect(!e.description.isEmpty)
                if case .badContent = e.reason { Issue.record("content is judged only after authentication: \(e)") }
                refused += 1
            }
            // The payload decoder after authentication, fed mutated plaintext directly: changes, or a
            // refusal for bad content.
            do {
                _ = try SegmentPayload.changes(m.mutate(plain), at: address)
                decoded += 1
            } catch {
                let e: SegmentRefusal = error
                guard case .badContent(let why) = e.reason else { Issue.record("\(e)"); continue }
                #expect(!why.isEmpty)
                badContent += 1
            }
        }
        #expect(refused > 4_900, "a mutated segment is almost never intact (\(refused))")
        #expect(decoded + badContent == 5_000 && badContent > 4_000, "decoded \(decoded), refused \(badContent)")
    }

    @Test("every importer: 2,400 mutated files (the real exports of Fixtures/real among them, Loop backups included) through `tend import --dry-run`, each imported or refused in one sentence",
          arguments: ["daylio-8.csv", "daylio-9-custom.csv", "jrnl.json", "Loop Habits CSV 2026-11-20.zip", "dayone.zip", "tend-export",
                      "real/loop-v22.db", "real/loop-v12.db", "real/jrnl-basic_onefile.journal", "real/daylio-old-en.csv",
                      "real/jrnl-dayone-backed.json", "real/dayone-journal.json"])
    func importers(_ fixture: String) throws {
        let h = TendHarness()
        #expect(h.run("gratitude", "add", "seed").code == 0)
        var root = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { root.deleteLastPathComponent() }
        let seed: [UInt8]
        if fixture == "tend-export" {
            let path = h.directory + "/export.json"
            #expect(h.run("export", "--output", path).code == 0)
            seed = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } else {
            seed = Array(try Data(contentsOf: root.appendingPathComponent("Tests/TendTransferTests/Fixtures/" + fixture)))
        }
        let before = try h.digest()
        var m = Mutator(seed: UInt64(fixture.utf8.reduce(6) { $0 &* 31 &+ UInt64($1) }))
        var outcomes: [Int32: Int] = [:]
        let file = h.directory + "/input." + ((fixture as NSString).pathExtension.isEmpty ? "json" : (fixture as NSString).pathExtension)
        for _ in 0..<200 {
            try Data(m.mutate(seed)).write(to: URL(fileURLWithPath: file))
            let r = h.run("import", file, "--dry-run")
            outcomes[r.code, default: 0] += 1
            #expect([0, 65, 66, 74].contains(r.code), "\(fixture): \(r)")
            if r.code != 0 {
                #expect(r.err.hasPrefix("tend: ") && r.err.filter { $0 == "\n" }.count == 1, "\(fixture): \(r)")
                #expect(!r.err.contains("Something went wrong"), "\(fixture): \(r)")
            }
        }
        #expect(try h.digest() == before, "a dry run writes nothing")
        #expect(outcomes.values.reduce(0, +) == 200)
    }
}

/// Deterministic "random" bytes for sealing in tests.
struct CountingBytes: RandomBytes {
    func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) } }
}
