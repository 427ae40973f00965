// TendCLI
