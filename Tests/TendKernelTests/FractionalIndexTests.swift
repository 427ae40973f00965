import Testing
import TendKernel

@Suite("Fractional index")
struct FractionalIndexTests {
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    /// Whether a key is well formed: non-empty, base-62 digits, not ending in "0".
    func isWellFormed(_ key: String) -> Bool {
        !key.isEmpty && key.allSatisfy { Self.alphabet.contains($0) } && !key.hasSuffix("0")
    }

    /// A random well-formed key of 1…6 digits, biased towards the ends of the alphabet and long runs.
    func randomKey(_ rng: inout SeededGenerator) -> String {
        let length = Int.random(in: 1...6, using: &rng)
        var chars: [Character] = (0..<length).map { _ in
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return "0"
            case 1: return "z"
            case 2: return "1"
            default: return Self.alphabet.randomElement(using: &rng)!
            }
        }
        if chars.last == "0" { chars[chars.count - 1] = Self.alphabet[Int.random(in: 1..<62, using: &rng)] }
        return String(chars)
    }

    @Test func betweenRandomPairsIsStrictlyBetween() {
        var rng = SeededGenerator(seed: 2026)
        for _ in 0..<20_000 {
            let x = randomKey(&rng), y = randomKey(&rng)
            guard x != y else { continue }
            let (a, b) = x < y ? (x, y) : (y, x)
            let m = FractionalIndex.between(a, b)
            #expect(a < m && m < b, "between(\(a), \(b)) = \(m)")
            #expect(isWellFormed(m), "between(\(a), \(b)) = \(m)")
            let after = FractionalIndex.between(a, nil)
            #expect(after > a && isWellFormed(after))
            let before = FractionalIndex.between(nil, b)
            #expect(before < b && isWellFormed(before), "between(nil, \(b)) = \(before)")
        }
    }

    @Test func edgeNeighbours() {
        for (a, b) in [("V", "W"), ("z", "zz"), ("1", "2"), ("01", "1"), ("0001", "0002"), ("y", "z"),
                       ("zzzz", "zzzzz"), ("V", "V1"), ("V", "V01"), ("Vz", "W"), ("A", "B1")] {
            let m = FractionalIndex.between(a, b)
            #expect(a < m && m < b && isWellFormed(m), "between(\(a), \(b)) = \(m)")
        }
        for b in ["1", "01", "001", "2", "V", "z"] {
            let m = FractionalIndex.between(nil, b)
            #expect(m < b && isWellFormed(m), "between(nil, \(b)) = \(m)")
        }
        #expect(FractionalIndex.first == "V")
        #expect(FractionalIndex.between(nil, nil) == FractionalIndex.first)
        #expect(FractionalIndex.after(nil) == FractionalIndex.first)
        #expect(FractionalIndex.before(nil) == FractionalIndex.first)
        #expect(FractionalIndex.after("z") > "z")
        #expect(FractionalIndex.before("V") < "V")
    }

    @Test func badNeighboursStillGiveAKeyAfterTheFirst() {
        // Equal or reversed neighbours (possible after a merge) fall back to a key after `a`.
        #expect(FractionalIndex.between("V", "V") > "V")
        #expect(FractionalIndex.between("b", "a") > "b")
        #expect(isWellFormed(FractionalIndex.between("b", "a")))
    }

    @Test func malformedUpperNeighbourDoesNotCrash() {
        // Keys ending in "0" are never made, but one could arrive from a damaged or foreign log.
        for (a, b) in [(nil, "0"), (nil, "00"), ("V", "V0"), ("V", "V00"), ("1", "10")] as [(String?, String)] {
            let m = FractionalIndex.between(a, b)
            #expect(isWellFormed(m))
            if let a { #expect(m > a) }
        }
    }

    @Test func sequenceIsStrictlyIncreasing() {
        for start in [nil, "V", "z", "0V", "zzzzzz"] as [String?] {
            let keys = FractionalIndex.sequence(after: start, count: 500)
            #expect(keys.count == 500)
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
            #expect(keys.allSatisfy(isWellFormed))
            if let start { #expect(keys[0] > start) }
        }
        #expect(FractionalIndex.sequence(after: nil, count: 0).isEmpty)
        #expect(FractionalIndex.sequence(after: nil, count: 1) == [FractionalIndex.first])
    }

    @Test func repeatedInsertsAtTheFront() {
        var keys = [FractionalIndex.first]
        for _ in 0..<1_000 { keys.insert(FractionalIndex.before(keys[0]), at: 0) }
        check(keys)
    }

    @Test func repeatedInsertsAtTheBack() {
        var keys = [FractionalIndex.first]
        for _ in 0..<1_000 { keys.append(FractionalIndex.after(keys.last!)) }
        check(keys)
    }

    @Test func repeatedInsertsInTheMiddle() {
        var keys = [FractionalIndex.first, FractionalIndex.after(FractionalIndex.first)]
        for _ in 0..<1_000 {
            let i = keys.count / 2
            keys.insert(FractionalIndex.between(keys[i - 1], keys[i]), at: i)
        }
        check(keys)
    }

    @Test func repeatedInsertsNextToTheSameNeighbour() {
        // Always just after the first key: the gap keeps shrinking from one side.
        var keys = ["V", "W"]
        for _ in 0..<1_000 { keys.insert(FractionalIndex.between(keys[0], keys[1]), at: 1) }
        check(keys)
        keys = ["V", "W"]
        for _ in 0..<1_000 { keys.insert(FractionalIndex.between(keys[keys.count - 2], keys[keys.count - 1]), at: keys.count - 1) }
        check(keys)
    }

    @Test func randomInsertsStayOrdered() {
        var rng = SeededGenerator(seed: 5)
        var keys: [String] = []
        for _ in 0..<1_000 {
            let i = Int.random(in: 0...keys.count, using: &rng)
            let key = FractionalIndex.between(i > 0 ? keys[i - 1] : nil, i < keys.count ? keys[i] : nil)
            keys.insert(key, at: i)
        }
        check(keys)
    }

    /// The list is strictly increasing (so sorting it changes nothing), well formed and without duplicates.
    func check(_ keys: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, sourceLocation: sourceLocation)
        #expect(keys.sorted() == keys, sourceLocation: sourceLocation)
        #expect(Set(keys).count == keys.count, sourceLocation: sourceLocation)
        #expect(keys.allSatisfy(isWellFormed), sourceLocation: sourceLocation)
        // Keys stay short: a few digits per halving, never more than a few hundred characters.
        #expect(keys.map(\.count).max()! < 400, sourceLocation: sourceLocation)
    }
}
