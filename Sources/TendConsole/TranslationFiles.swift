import Foundation
import Synchronization
import TendKernel

/// The catalog files of the languages other than English (`Resources/Languages/de.json`: one JSON
/// object, key → text), read the first time a command needs that language and kept for the process.
///
/// English is compiled in (each module's ``StringTable``), so a command in English reads no file;
/// `en.json` beside the others is the translators' source, generated from those tables and checked by a
/// test (docs/languages.md).
public enum TranslationFiles {
    private static let cache = Mutex<[String: [String: String]]>([:])

    /// The translations of `language` (empty when its file is missing or unreadable: English shows).
    public static func strings(_ language: String, environment: [String: String] = [:]) -> [String: String] {
        let cacheKey = environment["TEND_LANGUAGES_DIR"].map { $0 + "|" + language } ?? language
        if let hit = cache.withLock({ $0[cacheKey] }) { return hit }
        var found: [String: String] = [:]
        for folder in folders(environment) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + language + ".json") else { continue }
            found = data.withUnsafeBytes { [String: String](jsonStringObject: $0.bindMemory(to: UInt8.self)) } ?? [:]
            break
        }
        cache.withLock { $0[cacheKey] = found }
        return found
    }

    /// Where the files are looked for, in order: `TEND_LANGUAGES_DIR` (to try a changed translation
    /// without building), `share/tend/languages` beside the installed `bin/`, the build's resource
    /// folder beside the executable, and the source tree this was built from.
    public static func folders(_ environment: [String: String]) -> [String] {
        var out: [String] = []
        if let dir = environment["TEND_LANGUAGES_DIR"], !dir.isEmpty { out.append(dir) }
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let bin = (exe as NSString).deletingLastPathComponent
            out.append(bin + "/../share/tend/languages")
            out.append(bin + "/Tend_TendConsole.resources/Languages")
        }
        out.append(sourceFolder)
        return out
    }

    /// `Sources/TendConsole/Resources/Languages` of the checkout this file was compiled from.
    public static let sourceFolder: String = {
        (("\(#filePath)" as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Resources/Languages")
    }()
}
