import Foundation
import Secrets
import TestSupport


/// SplitMix64: a reproducible generator for randomized tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func runTool(_ path: String, _ arguments: [String], stdin: [UInt8]? = nil) throws -> (status: Int32, output: [UInt8]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    let outPipe = Pipe()
    process.standardOutput = outPipe
    let inPipe = Pipe()
    if stdin != nil { process.standardInput = inPipe }
    try process.run()
    if let stdin {
        let writer = inPipe.fileHandleForWriting
        DispatchQueue.global().async {
            writer.write(Data(stdin))
            try? writer.close()
        }
    }
    let output = outPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, [UInt8](output))
}
