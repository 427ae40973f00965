import TendKernel

/// Whether the platform's views show a tracker's figures (streak, momentum, strength): always for a
/// tracker whose descriptor says ``TrackerDescriptor/figures``; for one plain on purpose, only when its
/// synced `<id>.figures` setting (declared by its plugin with ``setting(for:)``) is on.
public enum TrackerFigures {
    /// The `<id>.figures` setting: `on` or `off` (synced; default off). Its summary is the catalog key
    /// `setting.<id>.figures`, in the tracker's own strings.
    public static func setting(for id: String) -> SettingKey {
        SettingKey(name: key(id), scope: .synced, defaultValue: .bool(false), summaryKey: "setting.\(key(id))",
                   accepted: "on, off", parse: { t in
                       switch t.lowercased().trimmingWhitespace() {
                       case "on", "true", "yes": return .bool(true)
                       case "off", "false", "no": return .bool(false)
                       default: return nil
                       }
                   }, show: { v in v.bool == true ? "on" : "off" })
    }

    /// `<id>.figures`.
    public static func key(_ id: String) -> String { id + ".figures" }

    /// Whether `descriptor`'s figures are shown, given the store's settings.
    public static func shown(_ descriptor: TrackerDescriptor, in store: any StoreReader) throws -> Bool {
        if descriptor.figures { return true }
        return try store.setting(key(descriptor.id), scope: .synced)?.bool == true
    }
}
