import Foundation
import Testing
import TendKernel
@testable import TendSync
import TendTesting

/// The vault key, its wrapping by a passphrase, and version vectors.
@Suite("vault key and version vectors")
struct VaultKeyTests {
    @Test("scrypt is called with N = 2^logN, r and p (RFC 7914 test vector)")
    func rfc7914() throws {
        let p = try #require(ScryptParameters(logN: 10, r: 8, p: 16))
        let key = try VaultDescriptor.wrappingKey("password", salt: Array("NaCl".utf8), p)
        let hex = key.withUnsafeBytes { Array($0) }.map { String(format: "%02x", $0) }.joined()
        #expect(hex == "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162")
    }

    @Test("a vault description stores its parameters; re-wrapping raises them and keeps the key")
    func rewrap() throws {
        let d = try VaultDescriptor.create(key: Fixture.key, passphrase: "old passphrase", parameters: Fixture.cheapScrypt,
                                           random: SeededBytes(seed: 5))
        let back = try VaultDescriptor(jsonData: d.jsonData, location: "f")
        #expect(back == d)
        #expect(back.scrypt == Fixture.cheapScrypt)
        let stronger = try #require(ScryptParameters(logN: 6, r: 8, p: 1))
        let r = try d.rewrapped(key: Fixture.key, passphrase: "new passphrase", parameters: stronger, random: SeededBytes(seed: 6))
        #expect(r.scrypt == stronger && r.vault == d.vault && r.keyID == d.keyID && r.salt != d.salt)
        #expect(try r.unlock(passphrase: "new passphrase").id == Fixture.key.id)
        #expect(throws: SyncError.wrongPassphrase) { try r.unlock(passphrase: "old passphrase") }
        // The same passphrase in another Unicode normalisation unlocks too.
        let nfd = try VaultDescriptor.create(key: Fixture.key, passphrase: "cafe\u{301} au lait", parameters: Fixture.cheapScrypt,
                                             random: SeededBytes(seed: 7))
        #expect(try nfd.unlock(passphrase: "caf\u{e9} au lait").id == Fixture.key.id)
    }

    @Test("hostile or foreign vault files are refused clearly")
    func badFiles() throws {
        #expect(throws: SyncError.self) { try VaultDescriptor(jsonData: Data("{}".utf8), location: "f") }
        let d = try VaultDescriptor.create(key: Fixture.key, passphrase: "passphrase", parameters: Fixture.cheapScrypt, random: SeededBytes(seed: 8))
        let greedy = String(decoding: d.jsonData, as: UTF8.self).replacingOccurrences(of: "\"logN\" : 4", with: "\"logN\" : 24")
        #expect(throws: SyncError.self) { try VaultDescriptor(jsonData: Data(greedy.utf8), location: "f") }
        #expect(ScryptParameters(logN: 21, r: 8, p: 1) == nil, "more than 1 GiB")
        #expect(ScryptParameters(parsing: "10,8,1") == ScryptParameters(logN: 10, r: 8, p: 1))
        #expect(ScryptParameters(parsing: "10,8") == nil)
    }

    @Test("key ids differ by key and by vault; derived labels differ")
    func keyIDs() {
        #expect(Fixture.key.id != Fixture.otherKey.id)
        let sameBytesOtherVault = VaultKey(vault: VaultID(bytes: Array(repeating: 1, count: 16))!, bytes: Array(0..<32))!
        #expect(sameBytesOtherVault.id != Fixture.key.id)
        #expect(Fixture.key.derive(label: "tend/relay-token/v1") != Fixture.key.derive(label: "tend/other/v1"))
        #expect(VaultKey(vault: Fixture.vault, bytes: [1, 2, 3]) == nil)
    }

    @Test("version vectors: covers, merge, missing, JSON")
    func vectors() throws {
        let a = Fixture.device(1), b = Fixture.device(2)
        var v = VersionVector([a: 3])
        let heads = VersionVector([a: 5, b: 2])
        #expect(!v.covers(heads) && heads.covers(v))
        #expect(v.missing(from: heads) == 4)
        #expect(v.merged(with: heads) == heads)
        v[b] = 0
        #expect(v.devices == [a])
        #expect(heads.total == 7)
        let json = try JSONEncoder().encode(heads)
        #expect(try JSONDecoder().decode(VersionVector.self, from: json) == heads)
        #expect(VersionVector(field: heads.field) == heads)
        #expect(VersionVector(field: .object(["nope": 1])) == nil)
    }
}
