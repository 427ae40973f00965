extension TrackerWebPage {
    /// What is wrong with the declaration, one sentence each (`TrackerConformance` reports them): each
    /// control reads its own form field (not `csrf`, the form token) and runs a command; each section
    /// and chart has a unique id or name of lowercase letters, digits and `-`, and no section takes an
    /// id the page uses itself (a journal's parts among them); one journal at most (its parts have
    /// fixed ids).
    public var problems: [String] {
        var problems: [String] = []
        var fields = Set<String>()
        for c in controls {
            if c.field.isEmpty || c.field == "csrf" { problems.append("a web control reads the field '\(c.field)'") }
            if !fields.insert(c.field).inserted { problems.append("two web controls read the field '\(c.field)'") }
            if c.arguments.isEmpty { problems.append("the web control of '\(c.field)' runs no command") }
        }
        let journals = sections.filter { if case .journal = $0.kind { true } else { false } }.count
        var ids = Set(Self.pageIDs + (journals > 0 ? Self.journalIDs : [])), charts = Set<String>()
        for s in sections {
            // A journal's parts have the page's own ids (`week`, `results`): there is one at most.
            if case .journal = s.kind { continue }
            if !Self.isName(s.id) { problems.append("the web section id '\(s.id)' is not lowercase letters, digits and '-'") }
            if !ids.insert(s.id).inserted { problems.append("the web section id '\(s.id)' is used twice, or by the page itself") }
            for c in s.charts {
                if !Self.isName(c.name) { problems.append("the web chart name '\(c.name)' is not lowercase letters, digits and '-'") }
                if !charts.insert(c.name).inserted { problems.append("the web chart '\(c.name)' is declared twice") }
            }
        }
        if journals > 1 { problems.append("more than one web journal section") }
        return problems
    }

    /// The ids the page gives its own parts (the newest entries).
    static let pageIDs = ["recent"]
    /// The ids of a journal's parts (its week, month and search results).
    static let journalIDs = ["week", "month", "results"]

    /// Whether `s` is lowercase ASCII letters, digits and `-`, not empty.
    static func isName(_ s: String) -> Bool {
        !s.isEmpty && s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
