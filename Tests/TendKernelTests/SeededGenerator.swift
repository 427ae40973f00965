import TendKernel
import TendTesting

/// The kernel's repeatable generator, so property tests are reproducible.
typealias SeededGenerator = SplitMix64
