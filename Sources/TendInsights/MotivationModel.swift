import TendConsole
import TendKernel

/// The figure the today view highlights: the synced `motivation` setting.
public enum MotivationModel: String, CaseIterable, Encodable {
    case streak, momentum, strength

    /// The stat kind the model shows.
    public var stat: StatKind {
        switch self {
        case .streak: return .streak
        case .momentum: return .momentum
        case .strength: return .strength
        }
    }

    /// The model to show for a tracker: the chosen one when the tracker's descriptor lists it, else the
    /// first listed of streak, momentum, strength; `nil` when it lists none (a plain journal).
    public static func applying(_ chosen: MotivationModel, to stats: [StatKind]) -> MotivationModel? {
        if stats.contains(chosen.stat) { return chosen }
        return allCases.first { stats.contains($0.stat) }
    }

    /// Why the chosen model doesn't apply to a tracker, naming what it shows instead; `nil` when it does.
    public static func reason(_ chosen: MotivationModel, for descriptor: TrackerDescriptor) -> String? {
        guard !descriptor.stats.contains(chosen.stat) else { return nil }
        let listed = allCases.filter { descriptor.stats.contains($0.stat) }
        guard let instead = listed.first else {
            return tr("motivation.none", ["tracker": descriptor.name, "chosen": chosen.rawValue])
        }
        return tr("motivation.fallback", ["tracker": descriptor.name, "chosen": chosen.rawValue,
                                          "figures": listed.map(\.rawValue).joined(separator: ", "), "model": instead.rawValue])
    }

    /// The user's choice.
    public static func chosen(_ s: Session) -> MotivationModel {
        MotivationModel(rawValue: (try? s.setting(SettingKeys.motivation))?.string ?? "") ?? .streak
    }
}
