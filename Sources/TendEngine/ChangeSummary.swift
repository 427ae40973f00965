import TendKernel
import Foundation

/// A logged change without its ops: what `tend history` lists and `tend undo` looks through, which a
/// store reads without loading the ops (an import of 60,000 entries is one change of 60,000 ops).
public struct ChangeSummary: Hashable, Sendable {
    /// The id of its first op.
    public let id: OpID
    /// What was done (``Change/action``).
    public let action: String
    /// The human detail.
    public let detail: String
    /// Where it came from.
    public let source: String
    /// The change it undid, if it is an undo.
    public let undoes: OpID?
    /// How many ops it has.
    public let opCount: Int

    /// Creates a summary.
    public init(id: OpID, action: String, detail: String, source: String, undoes: OpID?, opCount: Int) {
        self.id = id
        self.action = action
        self.detail = detail
        self.source = source
        self.undoes = undoes
        self.opCount = opCount
    }

    /// The summary of a change.
    public init(_ c: Change) {
        self.init(id: c.id, action: c.action, detail: c.detail, source: c.source, undoes: c.undoes, opCount: c.ops.count)
    }

    /// The device that made it.
    public var device: DeviceID { id.device }
    /// When it was made.
    public var date: Date { id.hlc.date }
}
