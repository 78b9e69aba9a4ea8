#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shared library beside the executable, loaded with `dlopen` the first
/// time its service is asked for, answering requests in bytes through one
/// C entry point: the Swift frontend (`libStateLabFrontend.so`) and
/// Foundation's formatting (`libStateLabFoundation.so`).
///
/// Why libraries loaded on demand: the frontend links the toolchain's
/// SwiftSyntax libraries, and Foundation's formatting links ICU; loading
/// and relocating either costs several times a small program's whole
/// start-up. Linux has no lazily loaded dependencies, so an executable
/// that linked them would pay that cost on every run — `statelab grade`
/// of a built-in exercise too, which needs neither. Each library is a
/// separate image with its own copy of the types it uses; only bytes
/// cross.
package final class OnDemandLibrary: ByteExchange, @unchecked Sendable {
    /// Which library: its file, its entry point, the product that builds it.
    package struct Kind: Sendable {
        package let fileName: String
        /// `long ENTRY(const uint8_t *request, long length, uint8_t **response)`:
        /// writes a `malloc`ed response and returns its length.
        package let entryPoint: String
        package let product: String
        /// What it is, for messages: "Swift frontend".
        package let role: String

        package init(name: String, entryPoint: String, role: String) {
            #if canImport(Darwin)
            fileName = "lib\(name).dylib"
            #else
            fileName = "lib\(name).so"
            #endif
            self.entryPoint = entryPoint
            product = name
            self.role = role
        }

        package static let frontend = Kind(name: "StateLabFrontend", entryPoint: "statelab_frontend_exchange",
                                           role: "Swift frontend")
        package static let foundation = Kind(name: "StateLabFoundation", entryPoint: "statelab_foundation_exchange",
                                             role: "Foundation formatting")
        package static let all = [frontend, foundation]

        /// The library its product is called `product`, if any.
        package static func named(_ product: String) -> Kind? {
            all.first { $0.product == product }
        }
    }

    private typealias Exchange = @convention(c) (
        UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int

    private let entry: Result<Exchange, ExchangeUnavailable>

    /// Loads the library at `path` now.
    package init(path: String, kind: Kind) {
        entry = Self.load(path, kind)
    }

    /// The frontend library beside the running executable, loaded on first use.
    package static let frontend = OnDemandLibrary(path: executableFolder() + "/" + Kind.frontend.fileName, kind: .frontend)
    /// The Foundation library beside the running executable, loaded on first use.
    package static let foundation = OnDemandLibrary(path: executableFolder() + "/" + Kind.foundation.fileName, kind: .foundation)

    package func exchange(_ request: [UInt8]) -> Result<[UInt8], ExchangeUnavailable> {
        let call: Exchange
        switch entry {
        case .success(let found): call = found
        case .failure(let why): return .failure(why)
        }
        var response: UnsafeMutablePointer<UInt8>?
        let length = request.withUnsafeBufferPointer { call($0.baseAddress, $0.count, &response) }
        guard let response, length >= 0 else {
            return .failure(ExchangeUnavailable("a library StateLab loads gave no answer"))
        }
        defer { free(response) }
        return .success(Array(UnsafeBufferPointer(start: response, count: length)))
    }

    private static func load(_ path: String, _ kind: Kind) -> Result<Exchange, ExchangeUnavailable> {
        guard access(path, F_OK) == 0 else {
            return .failure(ExchangeUnavailable("""
                StateLab's \(kind.role), \(path), is missing. It is built beside the statelab \
                executable: run `swift build --product \(kind.product)` (with `-c release` for a release build).
                """))
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            return .failure(ExchangeUnavailable("StateLab's \(kind.role), \(path), cannot be loaded: \(reason)"))
        }
        guard let symbol = dlsym(handle, kind.entryPoint) else {
            return .failure(ExchangeUnavailable("\(path) is not StateLab's \(kind.role): it has no \(kind.entryPoint)"))
        }
        return .success(unsafeBitCast(symbol, to: Exchange.self))
    }

    /// The folder of the running executable (`/proc/self/exe`'s target).
    package static func executableFolder() -> String {
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
