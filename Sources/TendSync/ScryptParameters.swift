import Foundation
import TendKernel

/// The cost of deriving a wrapping key from a passphrase with scrypt: `N = 2^logN`, block size `r`,
/// parallelism `p`. Stored beside the wrapped key, so they can be raised later (``VaultDescriptor``
/// is simply re-wrapped) without breaking existing vaults.
public struct ScryptParameters: Hashable, Sendable, Codable, CustomStringConvertible {
    /// log2 of the CPU/memory cost N.
    public let logN: Int
    /// Block size.
    public let r: Int
    /// Parallelism.
    public let p: Int

    /// What new vaults use: N = 2^17, r = 8, p = 1 (128 MiB, a few hundred milliseconds).
    public static let standard = ScryptParameters(uncheckedLogN: 17, r: 8, p: 1)
    /// The weakest parameters the command line accepts (N = 2^14).
    public static let minimumLogN = 14
    /// The most memory a vault file may ask for: 1 GiB (a hostile file can't exhaust memory).
    public static let maximumMemory = 1 << 30

    /// Parameters, or `nil` if out of range (logN 1–24, r 1–32, p 1–16, at most ``maximumMemory``).
    public init?(logN: Int, r: Int, p: Int) {
        guard (1...24).contains(logN), (1...32).contains(r), (1...16).contains(p),
              128 * r * (1 << logN) <= ScryptParameters.maximumMemory else { return nil }
        self.init(uncheckedLogN: logN, r: r, p: p)
    }

    private init(uncheckedLogN: Int, r: Int, p: Int) {
        logN = uncheckedLogN
        self.r = r
        self.p = p
    }

    /// Parses `logN,r,p` (e.g. `17,8,1`).
    public init?(parsing text: String) {
        let parts = text.split(separator: ",").map { Int($0.trimmingWhitespace()) }
        guard parts.count == 3, let n = parts[0], let r = parts[1], let p = parts[2] else { return nil }
        self.init(logN: n, r: r, p: p)
    }

    /// `logN,r,p`.
    public var description: String { "\(logN),\(r),\(p)" }

    /// Decodes and range-checks.
    public init(from decoder: any Decoder) throws {
        enum K: String, CodingKey { case logN, r, p }
        let c = try decoder.container(keyedBy: K.self)
        guard let v = ScryptParameters(logN: try c.decode(Int.self, forKey: .logN), r: try c.decode(Int.self, forKey: .r),
                                       p: try c.decode(Int.self, forKey: .p)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "scrypt parameters out of range"))
        }
        self = v
    }
}
