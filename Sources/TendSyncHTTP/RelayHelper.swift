import Foundation
import TendSync

/// The loop of `tend-sync-http`, the relay client `tend` starts for a sync with a relay
/// (TendSync's `RelayHelperExchange`): the settings frame, then one reply for each request frame
/// (``RelayFrames``), until the input ends.
public enum RelayHelper {
    /// Serves the frames on `input`, answering on `output`; the exit status: 0 when the input ended,
    /// 2 when the first frame is not usable settings, 1 when an answer can't be written.
    public static func serve(input: Int32 = 0, output: Int32 = 1) -> Int32 {
        guard let settings = try? RelayFrames.read(RelayClientSettings.self, from: input), let relay = URL(string: settings.relay) else {
            FileHandle.standardError.write(Data("tend-sync-http: this is Tend's relay client, started by `tend sync`; it is not run by hand\n".utf8))
            return 2
        }
        let exchange = NIORelayExchange(relay: relay, timeout: settings.timeout, environment: settings.proxyEnvironment)
        while let request = try? RelayFrames.read(RelayRequest.self, from: input) {
            let reply: RelayReply
            do {
                reply = RelayReply(answer: try exchange.perform(request), failure: nil)
            } catch let failure as RelayExchangeFailure {
                reply = RelayReply(answer: nil, failure: failure.reason)
            } catch {
                reply = RelayReply(answer: nil, failure: "Could not connect to the server.")
            }
            guard (try? RelayFrames.write(reply, to: output)) != nil else { return 1 }
        }
        return 0
    }
}
