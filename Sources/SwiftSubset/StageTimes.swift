#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an evaluation's time goes, summed over every evaluation in the
/// process: parsing (the toolchain's SwiftParser and its diagnostics),
/// lowering, compiling — which is where static semantics live: types
/// declared, names resolved, literal types, overloads, implicit members,
/// generic inference, checked and turned into closures in one walk — and
/// running (including whatever a view graph does while the entry runs).
/// Benchmarks read and reset it; nothing else depends on it.
///
/// Times are wall-clock time, or with `measuresThreadCPUTime` the CPU time
/// of the thread (page faults included), which a busy machine's other
/// processes do not lengthen.
public struct StageTimes: Sendable {
    public var parse: Duration = .zero
    public var lower: Duration = .zero
    public var compile: Duration = .zero
    public var run: Duration = .zero
    /// Building the library's member tables for the types a program first
    /// touches (`TypeInfo.deferNative`): library set-up that happens while
    /// compiling, counted here as well as in `compile`.
    public var install: Duration = .zero
    /// Nesting of table building, so that one type's tables built while
    /// another's are is not counted twice.
    nonisolated(unsafe) static var installDepth = 0

    public var sum: Duration { parse + lower + compile + run }

    nonisolated(unsafe) public static var total = StageTimes()

    public static func reset() { total = StageTimes() }

    /// Set by a benchmark before it measures (one thread).
    nonisolated(unsafe) public static var measuresThreadCPUTime = false

    /// The instant stages are measured from: the monotonic clock, or the
    /// thread's CPU time.
    public static func now() -> Duration {
        if measuresThreadCPUTime {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return .seconds(t.tv_sec) + .nanoseconds(t.tv_nsec)
        }
        return ContinuousClock.now - epoch
    }

    private static let epoch = ContinuousClock.now

    struct Stopwatch {
        private var last = StageTimes.now()
        /// The time since the previous lap (or the start).
        mutating func lap() -> Duration {
            let now = StageTimes.now()
            defer { last = now }
            return now - last
        }
    }
}
