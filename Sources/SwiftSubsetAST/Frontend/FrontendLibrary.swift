#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift frontend as a shared library beside the executable
/// (`libStateLabFrontend.so`), loaded with `dlopen` the first time Swift
/// text must be parsed.
///
/// Why a library loaded on demand: the frontend links the toolchain's
/// SwiftSyntax libraries, whose loading and relocation cost several times
/// a small program's whole start-up. Linux has no lazily loaded
/// dependencies, so an executable that linked them would pay that cost on
/// every run — `statelab grade` of a built-in exercise too, which parses
/// nothing (its programs were lowered when StateLab was built). The
/// library is a separate image with its own copy of the AST's types; only
/// bytes cross (`FrontendWire`), through one C entry point.
package final class FrontendLibrary: FrontendTransport, @unchecked Sendable {
    #if canImport(Darwin)
    package static let fileName = "libStateLabFrontend.dylib"
    #else
    package static let fileName = "libStateLabFrontend.so"
    #endif
    /// `int statelab_frontend_exchange(const uint8_t *request, long length, uint8_t **response)`:
    /// writes a `malloc`ed response and returns its length.
    package static let entryPoint = "statelab_frontend_exchange"

    private typealias Exchange = @convention(c) (
        UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int

    private let entry: Result<Exchange, FrontendUnavailable>

    /// Loads the library at `path` now.
    package init(path: String) {
        entry = Self.load(path)
    }

    /// The library beside the running executable, loaded on first use.
    package static let besideExecutable = FrontendLibrary(path: executableFolder() + "/" + fileName)

    package func exchange(_ request: [UInt8]) -> Result<[UInt8], FrontendUnavailable> {
        let call: Exchange
        switch entry {
        case .success(let found): call = found
        case .failure(let why): return .failure(why)
        }
        var response: UnsafeMutablePointer<UInt8>?
        let length = request.withUnsafeBufferPointer { call($0.baseAddress, $0.count, &response) }
        guard let response, length >= 0 else {
            return .failure(FrontendUnavailable("StateLab's Swift frontend gave no answer"))
        }
        defer { free(response) }
        return .success(Array(UnsafeBufferPointer(start: response, count: length)))
    }

    private static func load(_ path: String) -> Result<Exchange, FrontendUnavailable> {
        guard access(path, F_OK) == 0 else {
            return .failure(FrontendUnavailable("""
                StateLab's Swift frontend, \(path), is missing. It is built beside the statelab \
                executable: run `swift build --product StateLabFrontend` (with `-c release` for a release build).
                """))
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            return .failure(FrontendUnavailable("StateLab's Swift frontend, \(path), cannot be loaded: \(reason)"))
        }
        guard let symbol = dlsym(handle, entryPoint) else {
            return .failure(FrontendUnavailable("\(path) is not StateLab's Swift frontend: it has no \(entryPoint)"))
        }
        return .success(unsafeBitCast(symbol, to: Exchange.self))
    }

    /// The folder of the running executable (`/proc/self/exe`'s target).
    static func executableFolder() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if canImport(Darwin)
        var size = UInt32(buffer.count)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return "." }
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let path = realpath(buffer, &resolved) != nil ? String(cString: resolved) : String(cString: buffer)
        #else
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return "." }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
