// TendTesting
