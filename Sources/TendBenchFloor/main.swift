import Foundation

// The floor under `tend`'s start-up (docs/benchmarks.md, "Start-up beside the floor"): a Swift + Foundation
// "hello world", built exactly as `tend` is (release, the runtime and Foundation linked statically, a fixed
// address). `tend-bench` times it side by side with `tend --version`, `tend` and `tend mood log good`.
FileHandle.standardOutput.write(Data("Hello, world\n".utf8))
