import TendKernel

/// The checks behind ``Store/verify()``, shared by every store: a fresh merge of the op log
/// (``RecordState/replay(_:)``) is compared with the merge states the store keeps and with the
/// records its reader returns.
public enum StoreAudit {
    /// Every disagreement, sorted by entity, key and detail.
    /// - Parameters:
    ///   - expected: the replayed op log.
    ///   - stored: the merge states the store keeps, by record.
    ///   - reader: reads the store's materialised records.
    public static func problems(expected: [RecordRef: RecordState], stored: [RecordRef: RecordState],
                                reader: some StoreReader) throws -> [StoreProblem] {
        var out: [StoreProblem] = []
        // A record with a stored state but no ops is reported once, above.
        func unknown(_ ref: RecordRef) -> Bool { expected[ref] == nil && stored[ref] == nil }
        for (ref, state) in expected {
            if let kept = stored[ref] {
                if kept != state { out.append(problem(ref, "merge state differs from the op log")) }
            } else {
                out.append(problem(ref, "missing: the op log has ops for it but the store has no record"))
            }
            if let detail = try materialisedDifference(ref, state, reader) { out.append(problem(ref, detail)) }
        }
        for ref in stored.keys where expected[ref] == nil {
            out.append(problem(ref, "stored record has no ops in the log"))
        }
        for e in try reader.entries(EntryQuery(includeDeleted: true))
        where unknown(RecordRef(entity: .entry, key: e.id)) {
            out.append(StoreProblem(entity: .entry, key: e.id, detail: "materialised entry has no ops in the log"))
        }
        for i in try reader.items(ItemQuery(includeArchived: true, includeDeleted: true))
        where unknown(RecordRef(entity: .item, key: i.id)) {
            out.append(StoreProblem(entity: .item, key: i.id, detail: "materialised item has no ops in the log"))
        }
        for scope in SettingScope.allCases {
            for s in try reader.settings(scope: scope) where unknown(RecordRef(entity: scope.entity, key: s.key)) {
                out.append(StoreProblem(entity: scope.entity, key: s.key, detail: "setting has no ops in the log"))
            }
        }
        return out.sorted {
            ($0.entity, $0.key, $0.detail) < ($1.entity, $1.key, $1.detail)
        }
    }

    private static func problem(_ ref: RecordRef, _ detail: String) -> StoreProblem {
        StoreProblem(entity: ref.entity, key: ref.key, detail: detail)
    }

    /// What differs between the materialised record and the one the state describes, if anything.
    private static func materialisedDifference(_ ref: RecordRef, _ state: RecordState,
                                               _ reader: some StoreReader) throws -> String? {
        switch ref.entity {
        case .entry:
            return difference("entry", try reader.entry(id: ref.key), state.entry(id: ref.key))
        case .item:
            return difference("item", try reader.item(id: ref.key), state.item(id: ref.key))
        case .setting, .local:
            let scope: SettingScope = ref.entity == .setting ? .synced : .device
            return difference("setting", try reader.setting(ref.key, scope: scope), state.settingValue)
        }
    }

    private static func difference<T: Equatable>(_ kind: String, _ stored: T?, _ expected: T?) -> String? {
        switch (stored, expected) {
        case (nil, nil): return nil
        case (nil, _?): return "materialised \(kind) is missing"
        case (_?, nil): return "materialised \(kind) should not exist"
        case (let s?, let e?):
            if s == e { return nil }
            return "materialised \(kind) differs from the op log (\(fieldNames(s, e)))"
        }
    }

    /// The names of the properties that differ between two values of one type.
    private static func fieldNames<T>(_ a: T, _ b: T) -> String {
        let ma = Mirror(reflecting: a).children, mb = Mirror(reflecting: b).children
        guard !ma.isEmpty else { return "value" }
        var names: [String] = []
        for (x, y) in zip(ma, mb) where String(reflecting: x.value) != String(reflecting: y.value) {
            names.append(x.label ?? "?")
        }
        return names.isEmpty ? "value" : names.joined(separator: ", ")
    }
}
