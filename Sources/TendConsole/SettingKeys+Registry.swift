import TendKernel

extension SettingKeys {
    /// The value of ``enabledTrackers(_:)`` meaning every registered tracker, now and later.
    public static let allTrackers = "all"

    /// Which trackers the today view, compare and insights cover (synced): `all` (the default, so a
    /// tracker added later is enabled too) or a comma-separated list of the registry's tracker ids,
    /// stored as a list in registry order.
    public static func enabledTrackers(_ registry: Registry) -> SettingKey {
        let ids = registry.ids
        return SettingKey(name: "enabled-trackers", scope: .synced, defaultValue: .string(allTrackers),
                          summaryKey: "setting.enabled-trackers",
                          accepted: ids.isEmpty ? tr("setting.accepted.trackers.none")
                              : tr("setting.accepted.trackers", ["ids": ids.joined(separator: ", ")])) { t in
            let words = t.lowercased().split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
            if words == [allTrackers] { return .string(allTrackers) }
            guard !words.isEmpty, words.allSatisfy(ids.contains) else { return nil }
            return .array(ids.filter(words.contains).map(FieldValue.string))
        }
    }

    /// The ids of the enabled trackers in registry order, given the stored `enabled-trackers` value
    /// (`nil`, `all` or a list; ids no longer registered are ignored).
    public static func enabledIDs(_ value: FieldValue?, registry: Registry) -> [String] {
        guard let list = value?.array else { return registry.ids }
        let wanted = Set(list.compactMap(\.string))
        return registry.ids.filter(wanted.contains)
    }

    /// A tracker's reminder on this device: `remind.<tracker>` (see ``ReminderSetting``), off by default.
    public static func reminder(for tracker: TrackerDescriptor) -> SettingKey {
        reminder(.tracker(tracker))
    }

    /// A reminder's key on this device: `remind.<id>`, holding a ``ReminderSetting`` or `off`; its
    /// default is the reminder's default time and days (none when it is off until chosen).
    public static func reminder(_ reminder: ReminderDefault) -> SettingKey {
        let defaultValue = reminder.time.map { ReminderSetting(time: $0, days: reminder.days).field } ?? .null
        return SettingKey(name: reminder.settingKey, scope: .device, defaultValue: defaultValue, summaryKey: "setting.tracker.remind",
                          accepted: tr("setting.accepted.reminder"),
                          parse: { ReminderSetting.storedValue(parsing: $0) },
                          show: { ReminderSetting.isOff($0) ? ReminderSetting.offWord : ReminderSetting(field: $0)?.text ?? SettingKey.text($0) })
    }

    /// The reminders a tracker offers statically: its module's ``TrackerPlugin/reminderDefaults``, else
    /// its own (``ReminderOffering``: a tracker defined by a file), else the one reminder named after it.
    public static func reminderDefaults(_ tracker: any Tracker, modules: [TrackerPlugin]) -> [ReminderDefault] {
        let id = tracker.descriptor.id
        if let m = modules.first(where: { $0.tracker.descriptor.id == id }) { return m.reminderDefaults }
        return (tracker as? any ReminderOffering)?.reminderDefaults ?? [.tracker(tracker.descriptor)]
    }

    /// The reminders a tracker offers as of the store's content: its module's
    /// ``TrackerPlugin/reminders(_:)``, else ``reminderDefaults(_:modules:)``.
    public static func reminders(_ tracker: any Tracker, modules: [TrackerPlugin], _ context: TrackerContext) throws -> [ReminderDefault] {
        let id = tracker.descriptor.id
        if let m = modules.first(where: { $0.tracker.descriptor.id == id }) { return try m.reminders(context) }
        return reminderDefaults(tracker, modules: [])
    }

    /// Every key of a build: the platform's, `enabled-trackers`, each tracker's schedule (or the module's
    /// own key of that name, which says what the schedule means for it), each tracker's reminders
    /// (``reminderDefaults(_:modules:)``), then the keys the modules contribute (a module key whose name
    /// is already taken is left out).
    public static func all(registry: Registry, modules: [TrackerPlugin] = []) -> [SettingKey] {
        var keys = platform + [enabledTrackers(registry)]
        let own = Dictionary(modules.flatMap(\.settings).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for t in registry.trackers {
            let key = schedule(for: t.descriptor)
            keys.append(own[key.name] ?? key)
        }
        for t in registry.trackers { keys += reminderDefaults(t, modules: modules).map(reminder) }
        var names = Set(keys.map(\.name))
        for m in modules { for k in m.settings where names.insert(k.name).inserted { keys.append(k) } }
        return keys
    }

    /// The key with a name (case-insensitive), if the build has one.
    public static func find(_ name: String, registry: Registry, modules: [TrackerPlugin] = []) -> SettingKey? {
        let n = name.lowercased()
        return all(registry: registry, modules: modules).first { $0.name.lowercased() == n }
    }
}
