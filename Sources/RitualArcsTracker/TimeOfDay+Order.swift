import TendKernel

extension TimeOfDay {
    /// Whether this part of the day comes before `other` in the day (`anytime` comes before none and
    /// after none).
    func isEarlier(than other: TimeOfDay) -> Bool {
        guard self != .anytime, other != .anytime,
              let a = TimeOfDay.ordered.firstIndex(of: self), let b = TimeOfDay.ordered.firstIndex(of: other) else { return false }
        return a < b
    }
}
