import TendConsole

/// The strings of what sync found wrong and the ways out: gaps, refused and ignored files, leaving a
/// vault, and the devices of a vault.
public enum SyncHealthStrings {
    /// The table.
    public static let table = StringTable(id: "TendCLI.SyncHealth", englishOnFirstUse: [
        "sync.behind": "Synced with {folder}, but not everything could be applied yet (see below and 'tend sync status').",
        "sync.gap.missing": "Device {device} is behind here: its segments after {applied} are not in the {place}{next}. A device that has them sends them again at its next sync.",
        "sync.gap.missing.next": " (the next one there is {next})",
        "sync.gap.incomplete": "Waiting for the rest of a large change from device {device} (its segments after {applied} are not all in yet).",
        "sync.gap.refused": "Refused {location} in the {place}: {reason}. Nothing of it, and nothing device {device} wrote after it, was applied; changes from other devices were. If you did not expect this, the {place} may have been tampered with — remove that file and sync again: a device that has it sends it again.",
        "sync.gap.forked": "Device {device} has two segments in one place ({location}): {reason}. Its later changes were not applied; run 'tend sync leave' and join again on the device that was copied.",
        "sync.ignored": "Ignored {location} in the {place}: {reason}.",
        "sync.place.folder": "sync folder",
        "sync.place.relay": "relay",
        "sync.status.device.gap.missing": "behind: segments after {applied} missing{next}",
        "sync.status.device.gap.refused": "stopped at {applied}: {location} refused ({reason})",
        "sync.status.device.gap.incomplete": "waiting for the rest of a large change after {applied}",
        "sync.status.device.gap.forked": "stopped at {applied}: {location} forks its chain",
        "sync.status.device.forgotten": "forgotten",
        "sync.status.ignored": "Ignored: {location} ({reason})",
        "sync.leave.abstract": "Stop syncing this store: forget its sync state and key copy here; its data and the vault stay.",
        "sync.leave.done": "This store no longer syncs (it was in vault {vault} at {location}); its data is untouched. Run 'tend sync init' or 'tend sync join' to sync again.",
        "sync.leave.damaged": "This store no longer syncs (its sync state was unreadable and has been removed); its data is untouched.",
        "sync.devices.abstract": "List the devices of this vault: what each has written and applied, and whether it holds back compaction.",
        "sync.devices.header": "Devices of vault {vault}:",
        "sync.devices.row": "{device}{this}: wrote {segments:segment|segments}, applied {applied} here{cursor}{flags}",
        "sync.devices.this": " (this device)",
        "sync.devices.cursor": "; has applied {count:segment|segments} of this device's",
        "sync.devices.pins": "; holds back compaction",
        "sync.devices.forgotten": "; forgotten",
        "sync.devices.hint": "A device gone for good still holds back compaction: 'tend sync forget DEVICE' lets the others tidy up.",
        "sync.forget.abstract": "Take a device gone for good out of this vault's housekeeping, so it no longer holds back compaction.",
        "sync.forget.device.help": "The device id, or the start of it (as 'tend sync devices' shows).",
        "sync.forget.done": "Device {device} is forgotten: it no longer holds back compaction. If it syncs again, it is counted again.",
        "sync.forget.already": "Device {device} is already forgotten.",
        "sync.error.forget-self": "This is this device ({device}); to stop syncing it, run 'tend sync leave'.",
        "sync.error.forget-unknown": "'{input}' is not a device of this vault; see 'tend sync devices'.",
        "sync.error.forget-ambiguous": "'{input}' matches several devices ({matches}); give more of the id.",
        "history.action.sync.forget": "Forgot a sync device",
        "history.action.sync.remember": "Counted a sync device again",
    ])
}
