import Foundation
import TendKernel

/// What a module offers `tend init`: starting its tracker from one of its presets (a ritual from the
/// preset library). The platform asks for one on a terminal (by number or name), or takes
/// `--preset NAME`, and writes what ``make`` returns in onboarding's one change.
public struct SetupPresets: Sendable {
    /// One preset.
    public struct Choice: Hashable, Sendable {
        /// Its name as a command-line word (`evening-wind-down`).
        public var slug: String
        /// Its title (`Evening wind-down`).
        public var title: String
        /// One line about it (`Self-Care · evening · 30 days`).
        public var detail: String

        /// Creates a choice.
        public init(slug: String, title: String, detail: String) {
            self.slug = slug
            self.title = title
            self.detail = detail
        }
    }

    /// What a choice starts, for the summary (`Ritual`).
    public var label: String
    /// The question asked on a terminal (`Start a ritual from a preset?`).
    public var question: String
    /// The presets, in the order they are listed (numbered from 1).
    public var choices: [Choice]
    /// The mutations that start the tracker from the choice with a slug: `id` is a new record id, `today`
    /// and `now` the day and time of onboarding; `reader` is the store as it is.
    public var make: @Sendable (_ slug: String, _ id: String, _ today: Day, _ now: Date, _ reader: any StoreReader) throws -> [Mutation]

    /// Creates a setup step.
    public init(label: String, question: String, choices: [Choice],
                make: @escaping @Sendable (_ slug: String, _ id: String, _ today: Day, _ now: Date, _ reader: any StoreReader) throws -> [Mutation]) {
        self.label = label
        self.question = question
        self.choices = choices
        self.make = make
    }

    /// The choice a typed name means: its slug or title, ignoring case, spaces as dashes.
    public func choice(named name: String) -> Choice? {
        let key = Self.key(name)
        return choices.first { $0.slug == key || Self.key($0.title) == key }
    }

    /// The choice an answer on a terminal means: its number (from 1), else its name.
    public func choice(answer: String) -> Choice? {
        if let n = Int(answer.trimmingWhitespace()), choices.indices.contains(n - 1) { return choices[n - 1] }
        return choice(named: answer)
    }

    static func key(_ s: String) -> String {
        s.trimmingWhitespace().lowercased().split(separator: " ").joined(separator: "-")
    }
}
