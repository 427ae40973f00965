import Foundation
import Testing
import TendConsole
@testable import TendTransfer

@Suite("Strings of export and import")
struct TransferStringsTests {
    @Test("every catalog key the module's code names has English text, and so does every key built from a prefix")
    func everyKeyHasText() throws {
        let sources = (#filePath as NSString).deletingLastPathComponent + "/../../Sources/TendTransfer"
        // The code's files, not the catalog itself (its keys would vouch for themselves).
        let files = try FileManager.default.contentsOfDirectory(atPath: sources)
            .filter { $0.hasSuffix(".swift") && $0 != "TransferStrings.swift" }
        #expect(files.count > 20)
        let pattern = try NSRegularExpression(pattern: "\"((?:import|export|history\\.action\\.import)\\.[a-z0-9.\\-]+)\"")
        var keys = Set<String>()
        for f in files {
            let text = try String(contentsOfFile: sources + "/" + f, encoding: .utf8)
            for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                keys.insert(String(text[Range(m.range(at: 1), in: text)!]))
            }
        }
        // The scan found the code's keys: many of them, and ones known to be named in code.
        #expect(keys.count > 80, "only \(keys.count) keys found: the scan is broken")
        #expect(keys.isSuperset(of: ["import.note.cut", "import.error.zip-damaged", "import.error.unknown-moods", "import.kind."]))
        let table = TransferStrings.table.english
        // a counted string's base (`trPlural("import.count.items", …)`) has its forms instead
        for key in keys where !key.hasSuffix(".") {
            let text = table[key] ?? table[key + ".other"]
            #expect(text != nil, "no text for \(key)")
        }
        var built: [String] = []
        for f in ImportFormat.allCases {
            built += ["import.kind.", "import.title.", "history.action.import."].map { $0 + f.rawValue }
        }
        for unit in ["rows", "entries", "records", "changes"] { built += ["one", "other"].map { "import.unit.\(unit).\($0)" } }
        for noun in ["entries", "items", "settings"] { built += ["one", "other"].map { "import.count.\(noun).\($0)" } }
        for noun in ["items", "entries", "settings", "changes"] { built += ["one", "other"].map { "export.count.\(noun).\($0)" } }
        for reason in ImportBatch.skipReasons { built += ["one", "other"].map { "import.skip.\(reason).\($0)" } }
        #expect(ImportFormat.allCases.count >= 5 && built.count >= 15 + 8 + 6 + 8)
        for key in built { #expect(table[key] != nil, "no text for \(key)") }
    }
}
