import Foundation
import TendSyncHTTP

// Tend's relay client: `tend sync` starts it for a relay and speaks to it over its standard input and
// output (TendSync's RelayHelperExchange, RelayFrames). Not meant to be run by hand.
exit(RelayHelper.serve())
