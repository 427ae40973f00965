import Crypto
import Foundation
import TendStore

/// An invitation to create vaults on a relay that is not open: a random code made by whoever runs the
/// relay (`tend-relay invite`), shown once and kept only as its SHA-256, with how many vaults it may
/// still create and until when. A client presents it in the ``header`` of the call that creates a
/// vault (`tend sync init --relay URL --invite CODE`); creating the vault and using the invitation up
/// are one transaction.
public enum RelayInvitation {
    /// The request header that carries the code.
    public static let header = "Tend-Invitation"
    /// The letters of a code: lowercase letters and digits without `l`, `o`, `0` and `1`, 32 of them.
    static let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789")
    /// Letters in a code (5 random bits each: 120 bits).
    static let length = 24
    /// The longest header value considered (anything longer is not a code).
    static let maxHeaderLength = 200

    /// A new code: ``length`` letters in four groups of six, e.g. `k3t9qa-m2x8rw-…`.
    public static func makeCode<R: RandomNumberGenerator>(using random: inout R) -> String {
        var out = ""
        for i in 0..<length {
            if i > 0 && i % 6 == 0 { out.append("-") }
            out.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
        }
        return out
    }

    /// The hash a code is stored and looked up by: SHA-256 of the code in lowercase without dashes or
    /// spaces (so it may be typed in any case and grouping). Any text has a hash; one that is not a
    /// code matches no invitation.
    static func hash(_ text: Substring) -> [UInt8] {
        let letters = text.prefix(maxHeaderLength).lowercased().filter { $0 != "-" && $0 != " " }
        return Array(SHA256.hash(data: Array(letters.utf8)))
    }
}

extension SQLiteConnection {
    /// Why the invitation with `hash` can't create a vault at `now`, or `nil` when it can.
    func invitationProblem(_ hash: [UInt8], now: Date) throws -> InvitationProblem? {
        guard let (left, expires) = try first("SELECT uses_left, expires FROM invitations WHERE hash = ?", [.blob(hash)], {
            ($0.int(0), $0.int(1))
        }) else { return .unknown }
        return InvitationProblem.check(usesLeft: left, expires: expires, now: now)
    }
}

/// How long a new invitation lasts (`tend-relay invite --expires`): `30m`, `12h`, `7d` — from one
/// minute to 365 days — or `never`.
public enum InvitationLifetime: Sendable, Equatable {
    /// It never expires.
    case never
    /// It expires this many seconds after it is made.
    case seconds(Int)

    /// The longest lifetime with an end.
    static let longest = 365 * 86_400

    /// Parses `<n>m`, `<n>h`, `<n>d` or `never`; `nil` for anything else or out of range.
    public init?(_ text: String) {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if t == "never" {
            self = .never
            return
        }
        guard let unit = t.last, let n = Int(t.dropLast()), n > 0, t.dropLast().allSatisfy(\.isASCII) else { return nil }
        let scale: Int
        switch unit {
        case "m": scale = 60
        case "h": scale = 3_600
        case "d": scale = 86_400
        default: return nil
        }
        guard n <= InvitationLifetime.longest / scale else { return nil }
        self = .seconds(n * scale)
    }

    /// When an invitation made at `now` expires (`nil`: never).
    public func expiry(from now: Date) -> Date? {
        switch self {
        case .never: return nil
        case .seconds(let s): return now.addingTimeInterval(TimeInterval(s))
        }
    }
}
