#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How this process reaches the frontend and Foundation's formatting when
/// nothing else was installed: by loading their libraries (a process on
/// the shared Swift runtime — tests, tools, macOS), or through service
/// processes (`statelab` on Linux, which links the runtime statically and
/// so must not load a library built on the shared one).
package enum DefaultServices {
    /// Whether the Swift runtime this process runs on is the shared
    /// library, so that libraries built on it can be loaded here.
    package static let runtimeIsShared: Bool = {
        #if canImport(Darwin)
        return true
        #else
        guard let handle = dlopen("libswiftCore.so", RTLD_NOLOAD | RTLD_LAZY) else { return false }
        dlclose(handle)
        return true
        #endif
    }()

    package static let frontend: any ByteExchange =
        runtimeIsShared ? OnDemandLibrary.frontend : ServiceProcess.frontend
    package static let foundation: any ByteExchange =
        runtimeIsShared ? OnDemandLibrary.foundation : ServiceProcess.foundation
}
