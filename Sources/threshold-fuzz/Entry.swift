import Foundation

#if FUZZING
import CFuzzDriver

/// The target named by `THRESHOLD_FUZZ_TARGET`, read once.
private let selected: FuzzTarget? = ProcessInfo.processInfo.environment["THRESHOLD_FUZZ_TARGET"].flatMap(FuzzTarget.named)

/// One input from libFuzzer (also exported under libFuzzer's standard name, which its own `main`,
/// linked in by -sanitize=fuzzer, refers to).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = selected else { fatalError("set THRESHOLD_FUZZ_TARGET to one of: \(FuzzTarget.all.map(\.name))") }
    target.run(size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : [])
    return 0
}

/// The program's entry point: SwiftPM links an executable's `main` to `<module>_main`, so this
/// hands the command line to libFuzzer's driver (built by `scripts/fuzz` with -sanitize=fuzzer).
@_cdecl("threshold_fuzz_main")
public func thresholdFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
#else
/// Without libFuzzer: replays inputs (`threshold-fuzz TARGET FILE|DIR...`, e.g. a corpus or a
/// crash file) through a target, or writes the generated seeds (`threshold-fuzz --seeds DIR`).
@main
struct FuzzReplay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--seeds", arguments.count == 2 {
            do {
                try SeedCorpus.write(into: arguments[1])
            } catch {
                FileHandle.standardError.write(Data("threshold-fuzz: \(error)\n".utf8))
                exit(1)
            }
            return
        }
        guard arguments.count >= 2, let target = FuzzTarget.named(arguments[0]) else {
            let names = FuzzTarget.all.map(\.name).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: threshold-fuzz \(names) FILE|DIR... | --seeds DIR\n".utf8))
            exit(2)
        }
        var count = 0
        for path in arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let files = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
                : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                target.run([UInt8](data))
                count += 1
            }
        }
        print("\(target.name): \(count) input(s) replayed, no crash")
    }
}
#endif
