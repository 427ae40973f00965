import TendConsole

/// Reads what `tend water drink` is given.
enum WaterAmount {
    /// Millilitres from `250`, `250ml`, `0.5l`, `glass` (250) or `bottle` (500).
    /// - Throws: ``TendError`` naming the accepted forms.
    static func parse(_ raw: String) throws -> Int {
        let text = raw.lowercased().replacingOccurrences(of: " ", with: "")
        var ml: Double?
        switch text {
        case "glass": ml = 250
        case "bottle": ml = 500
        default:
            if text.hasSuffix("ml") { ml = Double(text.dropLast(2)) }
            else if text.hasSuffix("l") { ml = Double(text.dropLast()).map { $0 * 1000 } }
            else if text.allSatisfy({ $0.isASCII && $0.isNumber }) { ml = Double(text) }
        }
        guard let ml, ml.isFinite, ml.rounded() == ml, WaterTracker.drinks.contains(Int(ml)) else {
            throw TendError(key: "water.error.amount", ["input": Sanitize.forDisplay(raw, limit: 20)])
        }
        return Int(ml)
    }
}
