@testable import Scheduling
import Testing

/// What fibers promise their callers (Runtime+Tasks, ViewRuntime): a body
/// runs until it suspends or finishes, and whoever resumed it continues
/// then; nothing runs at the same time as anything else; the order is the
/// order of resumes.
@Suite("Fibers: suspend, resume, finish")
struct FiberTests {
    /// Records in order; fibers share it (one runs at a time).
    final class Log: @unchecked Sendable {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
    }

    @Test func aBodyRunsUntilItSuspendsAndContinuesWhereItLeftOff() {
        let log = Log()
        var fiber: Fiber!
        fiber = Fiber(name: "one") {
            log.add("a")
            fiber.suspend()
            log.add("b")
            fiber.suspend()
            log.add("c")
        }
        #expect(fiber.state == .created)
        fiber.resume()
        #expect(fiber.state == .suspended)
        log.add("between")
        fiber.resume()
        fiber.resume()
        #expect(fiber.state == .finished)
        fiber.resume()
        #expect(log.lines == ["a", "between", "b", "c"])
    }

    @Test func currentIsTheRunningFiberAndNilOutsideAny() {
        var seen: [String?] = []
        var fiber: Fiber!
        fiber = Fiber(name: "watched") {
            seen.append(Fiber.current?.name)
            fiber.suspend()
            seen.append(Fiber.current?.name)
        }
        #expect(Fiber.current == nil)
        fiber.resume()
        #expect(Fiber.current == nil)
        fiber.resume()
        #expect(Fiber.current == nil)
        #expect(seen == ["watched", "watched"])
    }

    /// A fiber resumes another from its body; the inner one suspends back
    /// to the outer, and is later resumed from outside both.
    @Test func nestedResumesReturnToWhoeverResumed() {
        let log = Log()
        var outer: Fiber!
        var inner: Fiber!
        inner = Fiber(name: "inner") {
            log.add("inner starts in \(Fiber.current?.name ?? "-")")
            inner.suspend()
            log.add("inner ends in \(Fiber.current?.name ?? "-")")
        }
        outer = Fiber(name: "outer") {
            log.add("outer starts")
            inner.resume()
            log.add("outer is back in \(Fiber.current?.name ?? "-")")
            outer.suspend()
            log.add("outer ends")
        }
        outer.resume()
        log.add("host")
        inner.resume()
        log.add("host again")
        outer.resume()
        #expect(log.lines == [
            "outer starts", "inner starts in inner", "outer is back in outer",
            "host", "inner ends in inner", "host again", "outer ends",
        ])
        #expect(outer.state == .finished && inner.state == .finished)
        #expect(Fiber.current == nil)
    }

    @Test func aFiberFinishesWhileAnotherIsSuspended() {
        let log = Log()
        var waiting: Fiber!
        waiting = Fiber(name: "waiting") {
            let before = [1, 2, 3]
            waiting.suspend()
            log.add("waiting resumes with \(before.reduce(0, +))")
        }
        let quick = Fiber(name: "quick") { log.add("quick runs") }
        waiting.resume()
        quick.resume()
        #expect(quick.state == .finished)
        #expect(waiting.state == .suspended)
        waiting.resume()
        #expect(waiting.state == .finished)
        #expect(log.lines == ["quick runs", "waiting resumes with 6"])
    }

    /// Many fibers, each suspended in turn and resumed round-robin: every
    /// one keeps its own locals across the switches.
    @Test func manySuspendedFibersKeepTheirOwnState() {
        let log = Log()
        var fibers: [Fiber] = []
        for index in 0..<8 {
            var me: Fiber!
            me = Fiber(name: "f\(index)", stackSize: 1 << 20) {
                var total = index * 100
                for round in 0..<3 {
                    total += round
                    me.suspend()
                }
                log.add("f\(index)=\(total)")
            }
            fibers.append(me)
        }
        for _ in 0..<4 {
            for fiber in fibers { fiber.resume() }
        }
        #expect(fibers.allSatisfy { $0.state == .finished })
        #expect(log.lines == (0..<8).map { "f\($0)=\($0 * 100 + 3)" })
    }

    /// Recursion far deeper than a default thread's 8 MB stack fits in a
    /// fiber's.
    @Test func deepRecursionRunsInsideAFiber() {
        var top: UInt = 0
        var bottom: UInt = 0
        let fiber = Fiber(name: "deep", stackSize: 256 << 20) {
            top = frameAddress()
            bottom = descend(100_000)
        }
        fiber.resume()
        #expect(fiber.state == .finished)
        #expect(top > bottom && top - bottom > 16 << 20)
    }

    /// A fiber suspended in the middle of a `modify` of a class's property
    /// (a dynamically checked access) while the host, and another fiber,
    /// read that property: as on threads of their own, neither sees the
    /// suspended fiber's open access. Without each switch moving the
    /// runtime's per-thread list of accesses, the read would stop the
    /// process with "Simultaneous accesses".
    @Test func anAccessOpenInASuspendedFiberIsNotSeenElsewhere() {
        let counter = Counter()
        var writer: Fiber!
        writer = Fiber(name: "writer") {
            bump(&counter.value) { writer.suspend() }
        }
        var readings: [Int] = []
        let reader = Fiber(name: "reader") { readings.append(counter.value) }
        writer.resume()
        readings.append(counter.value)
        reader.resume()
        writer.resume()
        readings.append(counter.value)
        #expect(readings == [0, 0, 1])
    }

    /// The host holds an access open while it resumes a fiber that reads
    /// the same property.
    @Test func anAccessOpenInTheResumerIsNotSeenByTheFiber() {
        let counter = Counter()
        var read = -1
        let reader = Fiber(name: "reader") { read = counter.value }
        bump(&counter.value) { reader.resume() }
        #expect(read == 0)
        #expect(counter.value == 1)
    }
}

#if os(Linux)
@Suite("Fiber stacks")
struct FiberStackTests {
    /// A finished fiber's stack goes back to the pool and the next fiber
    /// of that size runs on it. (A size no other test uses: tests run in
    /// parallel and share the pool.)
    @Test func aFinishedFibersStackIsReused() {
        let size = (5 << 20) + (3 << 12)
        var addresses: [UInt] = []
        for _ in 0..<3 {
            let fiber = Fiber(name: "reused", stackSize: size) {
                addresses.append(frameAddress())
            }
            fiber.resume()
            #expect(FiberStacks.shared.idleCount(size: size) == 1)
        }
        #expect(Set(addresses).count == 1)
    }

    @Test func aSuspendedFiberKeepsItsStack() {
        let size = (5 << 20) + (5 << 12)
        var first: Fiber!
        first = Fiber(name: "holds", stackSize: size) { first.suspend() }
        first.resume()
        let second = Fiber(name: "beside", stackSize: size) {}
        second.resume()
        #expect(FiberStacks.shared.idleCount(size: size) == 1)
        first.resume()
        #expect(FiberStacks.shared.idleCount(size: size) == 2)
    }
}
#endif

final class Counter: @unchecked Sendable {
    var value = 0
}

/// Holds a modify access to `value` open while `during` runs.
@inline(never)
func bump(_ value: inout Int, during: () -> Void) {
    during()
    value += 1
}

/// An address in the caller's frame.
@inline(never)
func frameAddress() -> UInt {
    var local = 0
    return withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) }
}

/// Recurses `depth` times; the address of the deepest frame.
@inline(never)
func descend(_ depth: Int) -> UInt {
    var block = (depth, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    if depth == 0 { return withUnsafeMutablePointer(to: &block) { UInt(bitPattern: $0) } }
    let deepest = descend(depth - 1)
    return withUnsafeBytes(of: &block) { $0.load(as: Int.self) } == depth ? deepest : 0
}
