#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A service answered by a process of its own: `statelab-service KIND`,
/// beside the running executable, started the first time it is asked (or
/// when `start()` warms it up) and kept for the rest of the session.
///
/// Why a process: `statelab` on Linux links the Swift runtime statically,
/// which halves a Swift program's start-up (README "Architecture"). A
/// library built on the shared runtime — the frontend, which links the
/// toolchain's SwiftSyntax, and Foundation's formatting — cannot be loaded
/// into it: two Swift runtimes must not share one process. The service
/// process loads that library (`OnDemandLibrary`) and answers in bytes, so
/// nothing but bytes crosses, as with the library.
///
/// Frames over a socket pair: a request is an 8-byte little-endian length
/// and the bytes; an answer is a length, a status byte (`answered`, or
/// `unavailable` followed by why) and the bytes. A service that dies is
/// reported as an error, never a crash: the next request starts a new one.
package final class ServiceProcess: ByteExchange, @unchecked Sendable {
    private let executable: String
    private let kind: OnDemandLibrary.Kind
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// The running service: its process and our end of the socket pair.
    private var child: (pid: pid_t, socket: Int32)?

    static let answered: UInt8 = 0
    static let unavailable: UInt8 = 1

    package init(executable: String, kind: OnDemandLibrary.Kind) {
        self.executable = executable
        self.kind = kind
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        if let child { close(child.socket) }
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The service executable's file name, beside `statelab`.
    package static let executableName = "statelab-service"

    /// The frontend, answered by a service process beside the running executable.
    package static let frontend = ServiceProcess(
        executable: OnDemandLibrary.executableFolder() + "/" + executableName, kind: .frontend)
    /// Foundation's formatting, answered by a service process beside the running executable.
    package static let foundation = ServiceProcess(
        executable: OnDemandLibrary.executableFolder() + "/" + executableName, kind: .foundation)

    /// The process id of the running service, if one runs (tests stop it).
    package var runningProcess: pid_t? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return child?.pid
    }

    /// Starts the service now without waiting for it, so that it has loaded
    /// its library by the time the first request comes (an interactive
    /// session warms the frontend up while the learner reads the banner).
    package func start() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if child == nil { _ = try? spawn().get() }
    }

    package func exchange(_ request: [UInt8]) -> Result<[UInt8], ExchangeUnavailable> {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        // A service that stopped between requests (killed, or its session
        // ended) is replaced once; one that stops while answering a request
        // it was started for is reported: the request itself may stop it.
        let wasRunning = child != nil
        for attempt in 0..<2 {
            let running: (pid: pid_t, socket: Int32)
            if let child {
                running = child
            } else {
                switch spawn() {
                case .success(let started): running = started
                case .failure(let why): return .failure(why)
                }
            }
            if let answer = ask(running.socket, request) { return answer }
            let ending = stop(running)
            if attempt == 1 || !wasRunning {
                return .failure(ExchangeUnavailable(
                    "StateLab's \(kind.role) (\(executable)) stopped while answering: \(ending). Nothing was lost; the next request starts it again."))
            }
        }
        return .failure(ExchangeUnavailable("StateLab's \(kind.role) gave no answer"))
    }

    // MARK: - The child

    private func spawn() -> Result<(pid: pid_t, socket: Int32), ExchangeUnavailable> {
        guard access(executable, X_OK) == 0 else {
            return .failure(ExchangeUnavailable("""
                StateLab's \(kind.role) service, \(executable), is missing. It is built beside the statelab \
                executable: run `swift build --product \(Self.executableName)` and `swift build --product \(kind.product)` \
                (with `-c release` for a release build).
                """))
        }
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let created = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends)
        #else
        let created = socketpair(AF_UNIX, SOCK_STREAM, 0, &ends)
        #endif
        guard created == 0 else {
            return .failure(ExchangeUnavailable("StateLab cannot start its \(kind.role): socketpair failed (errno \(errno))"))
        }
        #if canImport(Darwin)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var on: Int32 = 1
        setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The child's end becomes its standard input and output (dup2
        // clears close-on-exec); its standard error stays ours.
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        let arguments = [executable, kind.product]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var spawned = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        // ETXTBSY: the executable was just written, and a process another
        // thread started meanwhile still holds it open for writing; that
        // ends when that process execs. Wait for it, briefly.
        var tries = 0
        while spawned == ETXTBSY && tries < 50 {
            usleep(10_000)
            tries += 1
            spawned = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        }
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            return .failure(ExchangeUnavailable("StateLab cannot start its \(kind.role), \(executable): \(String(cString: strerror(spawned)))"))
        }
        child = (pid, ends[0])
        return .success((pid, ends[0]))
    }

    /// The answer to `request`, or nil when the service went away.
    private func ask(_ socket: Int32, _ request: [UInt8]) -> Result<[UInt8], ExchangeUnavailable>? {
        var frame = Self.length(request.count)
        frame += request
        guard Self.send(frame, to: socket) else { return nil }
        guard let header = Self.receive(8, from: socket) else { return nil }
        let count = Self.length(header)
        guard count >= 1, let body = Self.receive(count, from: socket) else { return nil }
        let payload = Array(body.dropFirst())
        if body[0] == Self.answered { return .success(payload) }
        return .failure(ExchangeUnavailable(String(decoding: payload, as: UTF8.self)))
    }

    /// Closes our end, waits for the service to end, and says how it ended.
    private func stop(_ running: (pid: pid_t, socket: Int32)) -> String {
        close(running.socket)
        child = nil
        var status: Int32 = 0
        guard waitpid(running.pid, &status, 0) == running.pid else { return "it cannot be waited for" }
        let signal = status & 0x7f
        if signal != 0 { return "it was stopped by signal \(signal)" }
        return "it exited with status \((status >> 8) & 0xff)"
    }

    // MARK: - The service's side

    /// Answers frames from `input` with `service` until `input` ends:
    /// the loop of `statelab-service`.
    package static func serve(_ service: any ByteExchange, socket: Int32 = 0, output: Int32 = 1) {
        while let header = receive(8, from: socket) {
            guard let request = receive(length(header), from: socket) else { return }
            var answer: [UInt8]
            switch service.exchange(request) {
            case .success(let bytes): answer = [answered] + bytes
            case .failure(let why): answer = [unavailable] + Array(why.description.utf8)
            }
            var frame = length(answer.count)
            frame += answer
            guard send(frame, to: output) else { return }
        }
    }

    // MARK: - Frames

    private static func length(_ count: Int) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: UInt64(count) >> (8 * UInt64($0))) }
    }

    private static func length(_ bytes: [UInt8]) -> Int {
        Int(truncatingIfNeeded: bytes.indices.reduce(UInt64(0)) { $0 | UInt64(bytes[$1]) << (8 * UInt64($1)) })
    }

    /// Writes all of `bytes`; false when the other end is gone. No
    /// SIGPIPE: a service that died is an answer, not a signal.
    private static func send(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                #if canImport(Glibc)
                let n = Glibc.send(descriptor, buffer.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                // The service's standard output may be a pipe in a test, not a socket.
                if n < 0 && errno == ENOTSOCK { return write(descriptor, buffer.baseAddress! + sent, bytes.count - sent) }
                return n
                #else
                return write(descriptor, buffer.baseAddress! + sent, bytes.count - sent)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            sent += written
        }
        return true
    }

    /// Reads exactly `count` bytes; nil at the end of input or on an error.
    private static func receive(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        guard count >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var received = 0
        while received < count {
            let n = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + received, count - received) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            received += n
        }
        return bytes
    }
}
