import Foundation
import Synchronization
import Testing
import TendKernel
import TendSync
import TendTesting

/// Where a device keeps its sync state and its copy of the key.
@Suite("local sync files")
struct LocalSyncFilesTests {
    @Test("the state round-trips; the key is stored wrapped, never in clear, in private files")
    func stateAndKey() throws {
        try withTemporaryDirectory { dir in
            let files = LocalSyncFiles(storePath: dir + "/data/tend.sqlite", configDirectory: dir + "/config/tend")
            #expect(!files.isSetUp)
            let loadState = { try files.loadState() }
            #expect(throws: SyncError.notSetUp, performing: loadState)
            let device = Fixture.device(1)
            var state = SyncState(vault: Fixture.vault, keyID: Fixture.key.id, device: device, folder: "/sync/folder")
            state.seen[Fixture.device(2)] = 4
            state.lastPushed = OpID(hlc: HLC(millis: 5, counter: 1), device: device)
            state.lastSync = Date(timeIntervalSince1970: 1_795_000_000.123)
            try files.save(state)
            #expect(files.isSetUp)
            #expect(try files.loadState() == state)
            try files.saveKey(Fixture.key, device: device, random: SeededBytes(seed: 3))
            #expect(try files.loadKey(vault: Fixture.vault, keyID: Fixture.key.id, device: device).id == Fixture.key.id)
            let keyHex = Array(0..<32).map { String(format: "%02x", $0) }.joined()
            for path in [files.statePath, files.keyPath, files.deviceKeyPath(device)] {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                #expect(!text.contains(keyHex), "\(path) holds the key in clear")
                let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
                #expect(mode == 0o600, "\(path)")
            }
            let dirMode = (try FileManager.default.attributesOfItem(atPath: files.directory)[.posixPermissions] as? NSNumber)?.intValue
            #expect(dirMode == 0o700)
            #expect(files.directory == dir + "/data/tend.sqlite.sync")
        }
    }

    @Test("without the device key (a copy of the data folder alone), or for another vault, the key is unavailable")
    func keyMissing() throws {
        try withTemporaryDirectory { dir in
            let files = LocalSyncFiles(storePath: dir + "/tend.sqlite", configDirectory: dir + "/config")
            let device = Fixture.device(1)
            try files.saveKey(Fixture.key, device: device, random: SeededBytes(seed: 3))
            let otherKey = { try files.loadKey(vault: Fixture.vault, keyID: Fixture.otherKey.id, device: device) }
            #expect(throws: SyncError.localKeyMissing(path: files.keyPath), performing: otherKey)
            let otherDevice = { try files.loadKey(vault: Fixture.vault, keyID: Fixture.key.id, device: Fixture.device(2)) }
            #expect(throws: SyncError.self, performing: otherDevice)
            let elsewhere = LocalSyncFiles(storePath: dir + "/tend.sqlite", configDirectory: dir + "/other-config")
            let otherConfig = { try elsewhere.loadKey(vault: Fixture.vault, keyID: Fixture.key.id, device: device) }
            #expect(throws: SyncError.self, performing: otherConfig)
            // An altered key file is refused, not misread.
            var text = try String(contentsOfFile: files.keyPath, encoding: .utf8)
            let marker = "\"wrappedKey\" : \""
            let at = try #require(text.range(of: marker)).upperBound
            text.replaceSubrange(at..<text.index(after: at), with: text[at] == "0" ? "1" : "0")
            try text.write(toFile: files.keyPath, atomically: true, encoding: .utf8)
            let alteredKey = { try files.loadKey(vault: Fixture.vault, keyID: Fixture.key.id, device: device) }
            #expect(throws: SyncError.self, performing: alteredKey)
        }
    }

    @Test("the sync lock is exclusive: a second taker waits until the first releases")
    func lock() throws {
        try withTemporaryDirectory { dir in
            let files = LocalSyncFiles(storePath: dir + "/tend.sqlite", configDirectory: dir + "/config")
            let first = try files.lock()
            let taken = Mutex(false)
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                if let second = try? files.lock() {
                    taken.withLock { $0 = true }
                    second.release()
                }
                done.signal()
            }
            Thread.sleep(forTimeInterval: 0.1)
            let takenWhileHeld = taken.withLock { $0 }
            #expect(takenWhileHeld == false)
            first.release()
            #expect(done.wait(timeout: .now() + 5) == .success)
            let takenAfterRelease = taken.withLock { $0 }
            #expect(takenAfterRelease)
        }
    }
}
