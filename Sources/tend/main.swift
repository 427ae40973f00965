import TendCLI
TendCLI.main()
