import TendConsole
import TendKernel

/// The steps of `tend init`: asking (on a terminal), then one write and a summary.
struct InitWizard {
    /// A preset chosen for a tracker's setup step.
    struct Preset {
        let tracker: any Tracker
        let step: SetupPresets
        let choice: SetupPresets.Choice
    }

    let session: Session
    let interactive: Bool
    private var summary: [String] = []
    private var mutations: [Mutation] = []
    private var presets: [Preset] = []
    private var firstEntry: (any Tracker, String)?

    init(session: Session, interactive: Bool) {
        self.session = session
        self.interactive = interactive
    }

    /// The setup steps the modules of `trackers` offer, in registry order.
    static func presetSteps(_ trackers: [any Tracker], _ s: Session) -> [(tracker: any Tracker, step: SetupPresets)] {
        trackers.compactMap { t in
            s.invocation.modules.first { $0.tracker.descriptor.id == t.descriptor.id }?.setupPresets.map { (t, $0) }
        }
    }

    /// A new store: every step.
    mutating func fresh(name: FieldValue?, trackers: FieldValue?, days: Schedule?, preset: Preset?, reminder: ReminderSetting?) throws {
        let s = session
        if interactive { s.print(tr("init.intro")) }
        let enabledKey = SettingKeys.enabledTrackers(s.registry)
        if let name = name ?? ask(tr("init.ask.name"), SettingKeys.displayName.parse) {
            mutations.append(.setSetting(SettingKeys.displayName.name, scope: .synced, name))
            summary.append(tr("init.summary.name", ["name": SettingKeys.displayName.show(name)]))
        }
        let choice = trackers ?? ask(tr("init.ask.trackers", ["ids": s.registry.ids.joined(separator: ", ")]), enabledKey.parse)
            ?? .string(SettingKeys.allTrackers)
        mutations.append(.setSetting(enabledKey.name, scope: .synced, choice))
        let enabled = SettingKeys.enabledIDs(choice, registry: s.registry).compactMap(s.registry.tracker)
        summary.append(tr("init.summary.trackers", ["names": enabled.map(\.descriptor.name).joined(separator: ", ")]))
        let journals = enabled.filter { $0.descriptor.valueKind == .text }
        let names = FigureText.list(journals.map(\.descriptor.name))
        if journals.isEmpty {
            if days != nil { s.note(tr("init.no-journal")) }
        } else if let days = days ?? ask(tr("init.ask.days", ["names": names]), { try? Schedule(parsing: $0) }) {
            for j in journals { mutations.append(.setSetting(SettingKeys.schedule(for: j.descriptor).name, scope: .synced, .string(days.text))) }
            summary.append(tr("init.summary.days", ["days": days.text, "names": names]))
        }
        askPresets(enabled, given: preset)
        try addReminder(reminder, enabled)
        if interactive, let first = journals.first, let text = ask(tr("init.ask.entry", ["name": first.descriptor.name]), { Self.entryText($0) }) {
            firstEntry = (first, text)
            summary.append(tr("init.summary.entry", ["name": first.descriptor.name]))
        }
        try commit(detail: name.map(SettingKeys.displayName.show) ?? "")
        s.print(tr(name == nil ? "init.welcome" : "init.welcome.named", ["name": name.map(SettingKeys.displayName.show) ?? ""]))
        s.print(lines: summary.map { "  " + $0 })
        s.print(tr("init.next"))
    }

    /// A store that already has synced settings: keep them, ask only for this device's reminder (and a
    /// preset when one is given).
    mutating func welcomeBack(ignored: [String], preset: Preset?, reminder: ReminderSetting?) throws {
        let s = session
        let named = s.displayName
        s.print(tr(named == nil ? "init.welcome-back" : "init.welcome-back.named", ["name": named ?? ""]))
        if !ignored.isEmpty { s.note(tr("init.ignored", ["flags": FigureText.list(ignored)])) }
        if let preset { presets.append(preset); summary.append(Self.presetSummary(preset)) }
        try addReminder(reminder, try s.enabledTrackers())
        try commit(detail: "welcome back")
        s.print(lines: summary.map { "  " + $0 })
        s.print(tr("init.next"))
    }

    /// The preset steps: the flag's choice, else a question (a numbered list) for each tracker that
    /// offers presets, on a terminal.
    private mutating func askPresets(_ enabled: [any Tracker], given: Preset?) {
        for (tracker, step) in Self.presetSteps(enabled, session) {
            var chosen = given.flatMap { $0.tracker.descriptor.id == tracker.descriptor.id ? $0 : nil }
            if chosen == nil && given == nil && interactive {
                let width = String(step.choices.count).count
                session.print(lines: step.choices.enumerated().map { i, c in
                    "  " + TextWidth.pad(String(i + 1), to: width, right: true) + ". " + c.title + " — " + c.detail
                })
                chosen = ask(step.question, { step.choice(answer: $0) }).map { Preset(tracker: tracker, step: step, choice: $0) }
            }
            if let chosen {
                presets.append(chosen)
                summary.append(Self.presetSummary(chosen))
            }
        }
    }

    /// `Ritual: Evening wind-down`.
    static func presetSummary(_ p: Preset) -> String {
        tr("init.summary.preset", ["label": p.step.label, "title": p.choice.title])
    }

    /// The reminder step: the flag, else a question on a terminal; it applies to every enabled tracker
    /// that offers a reminder taking a time, and says why for the others.
    private mutating func addReminder(_ given: ReminderSetting?, _ enabled: [any Tracker]) throws {
        let plan = try InitReminders.plan(enabled, session)
        guard !plan.takers.isEmpty else { return }
        guard let r = given ?? ask(tr("init.ask.remind", ["names": plan.names]), { ReminderSetting(parsing: $0) }) else { return }
        mutations += plan.mutations(r)
        summary.append(tr("init.summary.remind", ["time": r.text, "names": plan.names]))
        summary += plan.reasons
    }

    /// Asks on a terminal; Enter (or end of input) skips; an invalid answer is explained and asked again
    /// (three tries, then the step is skipped).
    private func ask<T>(_ prompt: String, _ parse: (String) -> T?) -> T? {
        guard interactive else { return nil }
        let io = session.invocation.io
        for _ in 0..<3 {
            io.write(prompt + " ")
            guard let line = io.readLine()?.trimmingWhitespace(), !line.isEmpty else { return nil }
            if let v = parse(line) { return v }
            session.print(tr("init.ask.again", ["input": Sanitize.forDisplay(line)]))
        }
        return nil
    }

    /// A first entry's text: one line of 1 to 1000 characters.
    static func entryText(_ s: String) -> String? { (1...1000).contains(s.count) ? s : nil }

    /// Writes everything as one change (nothing when there is nothing to write).
    private mutating func commit(detail: String) throws {
        let s = session
        let muts = mutations, entry = firstEntry, today = s.today, now = s.now
        let entryID = entry.map { $0.0.descriptor.perDay == .one ? EntryKey.daily($0.0.descriptor.id, today) : s.ids.recordID() }
        let started = presets.map { ($0, s.ids.recordID()) }
        var refused: String?
        try s.store.write(ChangeIntent(action: "init", detail: detail)) { reader in
            var out = muts
            for (p, id) in started { out += try p.step.make(p.choice.slug, id, today, now, reader) }
            if let (tracker, text) = entry, let entryID {
                let d = tracker.descriptor
                let existing = try reader.entries(EntryQuery(tracker: d.id, days: today...today))
                let full: Bool
                switch d.perDay {
                case .one: full = !existing.isEmpty
                case .many(let limit): full = limit.map { existing.count >= $0 } ?? false
                }
                let e = Entry(id: entryID, tracker: d.id, day: today, value: .text(text),
                              position: FractionalIndex.after(existing.last?.position), created: now)
                if full { refused = tr("init.entry.full", ["name": d.name]) }
                else if let why = tracker.validate(e) { refused = tr("init.entry.refused", ["name": d.name, "reason": why]) }
                else { out.append(.create(e)) }
            }
            return out
        }
        if let refused {
            s.note(refused)
            summary.removeAll { $0 == tr("init.summary.entry", ["name": entry?.0.descriptor.name ?? ""]) }
        }
    }
}
