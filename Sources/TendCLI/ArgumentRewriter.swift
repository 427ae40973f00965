import TendConsole

/// Rewrites arguments before parsing. A hook for commands that can't be declared statically
/// (trackers defined by files are dispatched here by later features).
enum ArgumentRewriter {
    static func rewrite(_ arguments: [String], invocation: Invocation) -> [String] {
        arguments
    }
}
