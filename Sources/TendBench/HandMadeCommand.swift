import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// `tend-bench hand-made WORK --file PATH`: one piece of work a hand-written part of the kernel does, done
/// by it or by the library it stands in for, in a child process — so its time and peak memory are measured
/// like a `tend` command's (issue 26: a hand-made piece stays only with a measured reason). Each work reads
/// the whole file first; the `*-read` works do only that, the floor under the others.
struct HandMadeCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "hand-made", abstract: "Parse or scan a file with the kernel's code or a library's.")
    }

    /// What to do with the file.
    enum Work: String, CaseIterable, ExpressibleByArgument {
        /// Read the JSON file, no parse (the floor).
        case jsonRead = "json-read"
        /// `FieldValue(jsonUTF8:)`: the kernel's parser (its big array split over the cores).
        case jsonKernel = "json-kernel"
        /// Foundation's `JSONSerialization.jsonObject(with:)`.
        case jsonFoundation = "json-foundation"
        /// Foundation's `JSONDecoder` into ``JrnlExport``.
        case jsonDecoder = "json-decoder"
        /// Read the lines file and find its lines, no scan (the floor).
        case linesRead = "lines-read"
        /// `ByteScan.hasNonASCII` and `ByteScan.contains(_:_:or:)` of every line's text.
        case scanByteScan = "scan-bytescan"
        /// The same answers from the standard library's `contains(where:)`.
        case scanStdlib = "scan-stdlib"
        /// `tend gratitude search`'s matching: `EntryValue.plainText` then `LineSearch.matches(utf8:)`.
        case searchTend = "search-tend"
        /// Each line decoded to a `String`, then Foundation's `range(of:options:)`, case and accent blind.
        case searchFoundation = "search-foundation"
    }

    /// jrnl's JSON export as a `Decodable` shape.
    struct JrnlExport: Decodable {
        struct Entry: Decodable {
            let title, body, date, time: String
            let tags: [String]
            let starred: Bool
        }
        let entries: [Entry]
    }

    @Argument(help: "The work.")
    var work: Work

    @Option(help: "The input: a JSON file (json-*) or stored text values, one a line (lines, scan, search).")
    var file: String

    @Option(help: "Times over the lines (scan, search).")
    var passes = 1

    func run() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        var answer = 0
        switch work {
        case .jsonRead: answer = data.count
        case .jsonKernel:
            let v = try data.withUnsafeBytes { try FieldValue(jsonUTF8: $0.bindMemory(to: UInt8.self)) }
            answer = v.object?["entries"]?.array?.count ?? -1
        case .jsonFoundation:
            let v = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            answer = (v?["entries"] as? [Any])?.count ?? -1
        case .jsonDecoder: answer = try JSONDecoder().decode(JrnlExport.self, from: data).entries.count
        case .linesRead, .scanByteScan, .scanStdlib, .searchTend, .searchFoundation:
            answer = data.withUnsafeBytes { scanLines($0.bindMemory(to: UInt8.self)) }
        }
        print("\(work.rawValue): \(answer) (cores used: \(Concurrent.width))")
    }

    /// Runs a lines work over the file's lines `passes` times; the count of hits.
    private func scanLines(_ all: UnsafeBufferPointer<UInt8>) -> Int {
        var lines: [UnsafeBufferPointer<UInt8>] = []
        var start = 0
        for i in all.indices where all[i] == 0x0A {
            lines.append(UnsafeBufferPointer(rebasing: all[start..<i]))
            start = i + 1
        }
        let terms = LineSearch.terms(Corpus.searchWord)
        let backslash = UInt8(ascii: "\\"), quote = UInt8(ascii: "\"")
        var hits = 0
        for _ in 0..<(work == .linesRead ? 0 : passes) {
            for line in lines {
                // The text inside `{"text":"…"}`.
                let inner = UnsafeBufferPointer(rebasing: line[9..<(line.count - 2)])
                switch work {
                case .scanByteScan:
                    if ByteScan.hasNonASCII(inner) { hits += 1 }
                    if ByteScan.contains(inner, backslash, or: quote) { hits += 1 }
                case .scanStdlib:
                    if inner.contains(where: { $0 >= 0x80 }) { hits += 1 }
                    if inner.contains(where: { $0 == backslash || $0 == quote }) { hits += 1 }
                case .searchTend:
                    if let plain = EntryValue.plainText(jsonUTF8: line), LineSearch.matches(utf8: plain, terms) { hits += 1 }
                case .searchFoundation:
                    let text = (try? EntryValue.parse(jsonUTF8: line))?.text ?? ""
                    if text.range(of: Corpus.searchWord, options: [.caseInsensitive, .diacriticInsensitive]) != nil { hits += 1 }
                default: break
                }
            }
        }
        return work == .linesRead ? lines.count : hits
    }
}

extension Scenarios {
    /// The hand-made rows (`hand-` + the work, ten-year store only): the jrnl JSON of the import scenario
    /// parsed by the kernel, by the kernel on one core (`hand-json-kernel-1core`, under `taskset -c 0`), by
    /// `JSONSerialization` and by `JSONDecoder`; the same number of gratitude lines in their stored form
    /// (`{"text":"…"}`) scanned 50 times by `ByteScan` and by the standard library, and searched 10 times
    /// as `tend gratitude search` does and with Foundation's `range(of:options:)`.
    static func handMade() -> [Scenario] {
        let json: (ScenarioContext) throws -> Void = { c in
            let entries = JrnlEntries.make(count: c.importRows, seed: c.dataset.seed, last: Dataset.today.adding(days: -1))
            try JrnlEntries.json(entries).write(to: URL(fileURLWithPath: c.scratch + "/input"))
        }
        let lines: (ScenarioContext) throws -> Void = { c in
            let entries = JrnlEntries.make(count: c.importRows, seed: c.dataset.seed, last: Dataset.today.adding(days: -1))
            let text = entries.map { EntryValue.text($0.text).field.jsonText + "\n" }.joined()
            try Data(text.utf8).write(to: URL(fileURLWithPath: c.scratch + "/input"))
        }
        func row(_ work: HandMadeCommand.Work, id: String? = nil, passes: Int = 1, pinned: Bool = false) -> Scenario {
            let isJSON = work.rawValue.hasPrefix("json")
            let title = "hand-made: \(work.rawValue)" + (pinned ? " on one core" : "") + (passes > 1 ? " ×\(passes)" : "")
            return Scenario(id: id ?? "hand-" + work.rawValue, title: title, kind: .component, stores: ["ten-year"],
                            setUp: isJSON ? json : lines) { c, _ in
                Command(arguments: ["hand-made", work.rawValue, "--file", c.scratch + "/input", "--passes", String(passes)],
                        bench: true, pinned: pinned)
            }
        }
        return [
            row(.jsonRead), row(.jsonKernel), row(.jsonKernel, id: "hand-json-kernel-1core", pinned: true),
            row(.jsonFoundation), row(.jsonDecoder),
            row(.linesRead), row(.scanByteScan, passes: 50), row(.scanStdlib, passes: 50),
            row(.searchTend, passes: 10), row(.searchFoundation, passes: 10),
        ]
    }
}
