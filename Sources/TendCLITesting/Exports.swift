/// The end-to-end kit includes the model kit: a test that imports `TendCLITesting` has the in-memory
/// store, clocks, ids, golden files and the conformance check too.
@_exported import TendTesting
