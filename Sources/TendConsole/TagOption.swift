import ArgumentParser

/// Tags as Tend keeps them on an entry, whoever writes them (`--tag`, an import): trimmed, without a
/// leading `@` or `#`, each once, in the order given.
public enum TagText {
    /// The longest tag, in characters.
    public static let limit = 100

    /// The tags of `raw` as kept, leniently: blanks are dropped (what an import does with a source's
    /// tags; ``parse(_:)`` refuses instead).
    public static func clean(_ raw: [String]) -> [String] {
        var out: [String] = []
        for t in raw {
            let s = strip(t)
            if !s.isEmpty, !out.contains(s) { out.append(s) }
        }
        return out
    }

    /// The tags typed on a command line, as kept. A tag that is blank, longer than ``limit``, or holds a
    /// comma, a line break or another control character is refused, naming it.
    public static func parse(_ raw: [String]) throws -> [String] {
        for t in raw {
            let s = strip(t)
            if s.isEmpty || s.contains(",") || s.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
                || Sanitize.hasLineBreak(s) || Sanitize.count(s, over: limit) != nil {
                throw TendError(key: "error.tag.invalid", ["input": Sanitize.forDisplay(t, limit: 20), "max": String(limit)])
            }
        }
        return clean(raw)
    }

    /// `t` trimmed, without one leading `@` or `#`, trimmed again.
    private static func strip(_ t: String) -> String {
        var s = Sanitize.trimmed(t)
        if s.hasPrefix("@") || s.hasPrefix("#") { s = Sanitize.trimmed(String(s.dropFirst())) }
        return s
    }
}

/// `--tag T` (repeatable) as a filter: only entries carrying every tag given (case-insensitive).
public struct TagOption: ParsableArguments {
    /// The tags as typed.
    @Option(name: .long, help: ArgumentHelp(tr("option.tag-filter.help"), valueName: "tag"))
    public var tag: [String] = []

    /// Creates an empty filter.
    public init() {}

    /// The filter: the tags to match, checked (see ``TagText/parse(_:)``), lower-cased.
    public func filter() throws -> TagFilter { TagFilter(try TagText.parse(tag).map { $0.lowercased() }) }
}

/// Tags an entry must carry to be shown; empty matches everything.
public struct TagFilter: Sendable, Equatable {
    /// The tags, lower-cased.
    public let tags: [String]

    /// A filter on `tags` (already lower-cased).
    public init(_ tags: [String]) { self.tags = tags }

    /// Whether no tag was asked for.
    public var isEmpty: Bool { tags.isEmpty }

    /// Whether an entry with `entryTags` passes: it carries every tag asked for, in any case.
    public func matches(_ entryTags: [String]) -> Bool {
        guard !tags.isEmpty else { return true }
        let have = Set(entryTags.map { $0.lowercased() })
        return tags.allSatisfy(have.contains)
    }
}
