import Foundation
import TendConsole

/// A folder or archive that is not an export Tend reads: the refusal says what is in it — each file
/// Tend recognises with what it looks like, and how many others — and how to import one of them,
/// instead of picking a file inside silently.
enum ImportFolder {
    /// The most files named in the message.
    static let named = 4

    /// The refusal for `source` (exit 65).
    static func refusal(_ source: ImportSource, shown: String, paths: [String]) -> TendError {
        var found: [String] = []
        var example: String?
        var rest = 0
        for p in paths where !(p as NSString).lastPathComponent.hasPrefix(".") {
            guard ImportInput.depth(p) <= 1, found.count < named, let bytes = try? source.read(p, shown: shown) else {
                rest += 1
                continue
            }
            let kind = (try? ImportDetection.classify(bytes, label: p, path: nil, open: nil).kind) ?? .other("import.kind.json")
            found.append(tr("import.folder.file", ["file": Sanitize.forDisplay(p), "kind": kind.described]))
            if example == nil, !source.isArchive, case .format = kind { example = source.label(p, shown: shown) }
        }
        let key = source.isArchive ? "import.kind.zip" : "import.kind.folder"
        if found.isEmpty {
            return TendError(key: "import.error.folder-empty", ["file": shown, "detected": tr(key)])
        }
        if rest > 0 { found.append(trPlural("import.folder.more", rest, ["n": String(rest)])) }
        return TendError(key: example == nil ? "import.error.folder" : "import.error.folder.example", [
            "file": shown, "detected": tr(key), "found": ImportReport.list(found), "example": example ?? "",
        ])
    }
}
