import Foundation

/// Compiles and runs Swift programs with the toolchain's own `swiftc`, the
/// reference the interpreter is compared against. Binaries are cached by a
/// hash of the compiler, flags and sources.
public enum RealSwift {
    public struct Run: Sendable {
        public let stdout: String
        public let stderr: String
        /// Terminated by a signal (a Swift trap).
        public let crashed: Bool
    }

    public static var isAvailable: Bool { swiftc != nil }

    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") {
            let candidate = String(dir) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static let cache: String = {
        let base = ProcessInfo.processInfo.environment["STATELAB_GOLDEN_CACHE"]
            ?? (NSTemporaryDirectory() + "statelab-golden-cache")
        try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        return base
    }()

    /// Compiles `sources` (the first is the program) as module `main` and
    /// runs the binary with unbuffered stdout.
    public static func run(main source: String, extraFiles: [String] = []) throws -> Run {
        guard let swiftc else { throw Failure("no swiftc on PATH") }
        var hasher = FNV()
        hasher.add(source)
        for file in extraFiles { hasher.add((try? String(contentsOfFile: file, encoding: .utf8)) ?? file) }
        let binary = cache + "/" + hasher.hex
        if !FileManager.default.isExecutableFile(atPath: binary) {
            let dir = cache + "/src-" + hasher.hex + "-\(getpid())"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let main = dir + "/main.swift"
            try source.write(toFile: main, atomically: true, encoding: .utf8)
            let temporary = binary + ".tmp.\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
            let compile = try execute(swiftc, ["-module-name", "main", "-o", temporary, main] + extraFiles)
            guard compile.status == 0 else {
                throw Failure("swiftc failed:\n" + compile.stderr)
            }
            _ = rename(temporary, binary)
        }
        let result = try execute("/usr/bin/env", ["stdbuf", "-o0", binary])
        return Run(stdout: result.stdout, stderr: result.stderr, crashed: result.signaled)
    }

    /// What swiftc says when it refuses `source` (its standard error, the
    /// program named `main.swift`), or nil when it compiles. Refusals are
    /// cached beside the binaries.
    public static func compileErrors(main source: String, extraFiles: [String] = []) throws -> String? {
        guard let swiftc else { throw Failure("no swiftc on PATH") }
        var hasher = FNV()
        hasher.add(source)
        for file in extraFiles { hasher.add((try? String(contentsOfFile: file, encoding: .utf8)) ?? file) }
        let binary = cache + "/" + hasher.hex
        let refusal = binary + ".errors"
        if FileManager.default.isExecutableFile(atPath: binary) { return nil }
        if let cached = try? String(contentsOfFile: refusal, encoding: .utf8) { return cached }
        let dir = cache + "/src-" + hasher.hex + "-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let main = dir + "/main.swift"
        try source.write(toFile: main, atomically: true, encoding: .utf8)
        let temporary = binary + ".tmp.\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let compile = try execute(swiftc, ["-module-name", "main", "-o", temporary, main] + extraFiles)
        if compile.status == 0 {
            _ = rename(temporary, binary)
            return nil
        }
        let text = compile.stderr.replacingOccurrences(of: dir + "/", with: "")
        try? text.write(toFile: refusal, atomically: true, encoding: .utf8)
        return text
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    private static func execute(_ path: String, _ arguments: [String]) throws -> (status: Int32, signaled: Bool, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal,
                String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}

/// FNV-1a, for cache keys.
struct FNV {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        value ^= 0xff
    }
    var hex: String { String(value, radix: 16) }
}
