// statelab-fuzz: the fuzz target (docs/ROBUSTNESS.md).
//
// Built for libFuzzer:
//   swift build -c release --product statelab-fuzz \
//       -Xswiftc -sanitize=fuzzer -Xswiftc -DSTATELAB_LIBFUZZER
//   .build/release/statelab-fuzz Fuzz/corpus -max_total_time=1800
// Built plainly, it replays inputs (files or folders) through the same
// function and reports, so a crash found by libFuzzer can be re-run under
// a debugger: statelab-fuzz crash-1234
import Course
import Foundation
import SwiftSubsetAST
import SwiftSubsetFrontend

/// The fuzz target calls the Swift frontend in its own process, so the
/// parser's guards are instrumented with the rest (and no library need be
/// built with the fuzzer's flags).
let frontendInProcess: Void = SwiftFrontend.use(InProcessFrontend())

/// One input through every stage; a violation is a crash, so libFuzzer
/// keeps the input.
func fuzzOne(_ bytes: [UInt8]) {
    _ = frontendInProcess
    let outcome = HostileInput.run(bytes)
    if let violation = outcome.violations.first {
        FileHandle.standardError.write(Data("violation: \(violation)\n".utf8))
        abort()
    }
}

#if STATELAB_LIBFUZZER
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// libFuzzer's driver, entered from the executable's main (SwiftPM names an
/// executable target's entry point `<module>_main`).
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

@_cdecl("StateLabFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return runDriver(&count, &arguments) { data, size in fuzzerTestOneInput(data, size) }
}
#else
@main
struct Replay {
    static func main() {
        var files: [String] = []
        for argument in CommandLine.arguments.dropFirst() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                files += names.sorted().map { argument + "/" + $0 }
            } else {
                files.append(argument)
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            fuzzOne(Array(data))
        }
        print("replayed \(files.count) inputs: no crash, no violation")
    }
}
#endif
