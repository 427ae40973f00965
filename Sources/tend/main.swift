import TendCLI
TendCLI.main(commit: buildCommit)
