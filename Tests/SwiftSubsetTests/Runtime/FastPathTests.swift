import Foundation
import SwiftSubset
import StateLabTestSupport
import Testing

/// The evaluator's fast paths (direct calls into reused frames, struct
/// fields by index, `Int` operators on their operands' slots, range loops
/// storing into the loop variable's slot) must mean exactly what the
/// general paths mean. Each case here leaves a fast path halfway: an
/// observer, a conversion, a trap, a label, a frame something still holds.
/// Expected outputs are real Swift's (swiftc -Onone).
@Suite("Fast paths mean what the general paths mean")
struct FastPathTests {
    @Test func aStoredPropertyWithAnObserverStillRunsItFromAMutatingMethod() {
        assertEvaluates("""
            struct Meter {
                var value = 0 { didSet { print("didSet \\(oldValue) -> \\(value)") } }
                var label: String?
                var ratio: Double = 1
                mutating func bump(_ by: Int) { value = value + by }
                mutating func rename() { label = "m"; ratio = 2 }
            }
            var m = Meter()
            m.bump(2)
            m.bump(3)
            m.rename()
            print(m.value, m.label as Any, m.ratio)
            """, prints: "didSet 0 -> 2\ndidSet 2 -> 5\n5 Optional(\"m\") 2.0\n")
    }

    @Test func fieldsOfNestedStructsAndArrayElementsAreWrittenInPlace() {
        assertEvaluates("""
            struct Inner { var total = 0 }
            struct Outer { var inner = Inner(); var items = [Inner(), Inner()] }
            var o = Outer()
            let copy = o
            o.inner.total = 5
            o.items[1].total = 7
            o.items[1].total = o.items[1].total * 3
            print(o.inner.total, o.items[0].total, o.items[1].total, copy.inner.total, copy.items[1].total)
            """, prints: "5 0 21 0 0\n")
    }

    @Test func aMutatingMethodOnACopyLeavesTheOriginalAlone() {
        assertEvaluates("""
            struct Counter {
                var count = 0
                mutating func add(_ n: Int) { count = count &+ n }
            }
            var a = Counter()
            a.add(1)
            var b = a
            for i in 0..<5 { b.add(i) }
            print(a.count, b.count)
            """, prints: "1 11\n")
    }

    @Test func localsOfAReturningCallDieLastDeclaredFirst() {
        assertEvaluates("""
            final class Token {
                let name: String
                init(_ name: String) { self.name = name }
                deinit { print("deinit \\(name)") }
            }
            func use(_ a: Token) -> Int {
                let c = Token("local1")
                let d = Token("local2")
                return a.name.count + c.name.count + d.name.count
            }
            print(use(Token("arg")))
            print(use(Token("again")))
            """, prints: """
            deinit local2
            deinit local1
            deinit arg
            15
            deinit local2
            deinit local1
            deinit again
            17

            """)
    }

    @Test func recursionOfDifferentFrameSizesReusesFramesCorrectly() {
        assertEvaluates("""
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            func even(_ n: Int) -> Bool { if n == 0 { return true }; let m = n - 1; return odd(m) }
            func odd(_ n: Int) -> Bool { if n == 0 { return false }; let a = n, b = a - 1, c = b; return even(c) }
            print(fib(20), even(11), odd(11))
            """, prints: "6765 false true\n")
    }

    @Test func aClosureMadeInACallKeepsWhatItCapturedAfterTheFrameIsReused() {
        assertEvaluates("""
            func makeAdder(_ n: Int) -> (Int) -> Int {
                let offset = n * 10
                return { $0 + offset }
            }
            let add1 = makeAdder(1)
            let add2 = makeAdder(2)
            print(add1(1), add2(1), makeAdder(3)(1))
            """, prints: "11 21 31\n")
    }

    @Test func labelledBreakAndContinueLeaveTheRightLoop() {
        assertEvaluates("""
            outer: for i in 0..<4 {
                for j in 0..<4 {
                    if j == 2 { continue outer }
                    if i == 3 { break outer }
                    print(i, j, terminator: "; ")
                }
            }
            print()
            var k = 0
            loop: while true {
                k += 1
                repeat { k += 10; if k > 50 { break loop } } while k % 3 != 0
            }
            print(k)
            """, prints: "0 0; 0 1; 1 0; 1 1; 2 0; 2 1; \n53\n")
    }

    @Test func overflowOnLocalsTrapsWhereTheOperatorIs() {
        assertDiagnostic("""
            func add(_ a: Int, _ b: Int) -> Int { a 1️⃣+ b }
            print(add(Int.max, 1))
            """, message: "Fatal error: Arithmetic overflow")
    }

    @Test func divisionByAZeroElementTrapsWithSwiftsMessage() {
        assertDiagnostic("""
            let xs = [3, 0]
            var i = 1
            let a = 10
            print(a 1️⃣% xs[i])
            """, message: "Fatal error: Division by zero in remainder operation")
    }

    @Test func integerOperatorsOnOtherTypesStillGoThroughTheLibrary() {
        assertEvaluates("""
            let a = 7, b = 2
            let x = 7.5, y = 2.0
            let s = "ab", t = "cd"
            let u: UInt8 = 200, v: UInt8 = 55
            print(a / b, a % b, x / y, s + t, u + v, a &* b, a ^ b, a < b, x >= y)
            """, prints: "3 1 3.75 abcd 255 14 5 false true\n")
    }

    @Test func aRangeLoopVariableIsFreshInEveryClosure() {
        assertEvaluates("""
            var closures: [() -> Int] = []
            for i in 0..<3 { closures.append { i * 100 } }
            print(closures.map { $0() })
            var sum = 0
            for i in stride(from: 0, to: 10, by: 3) where i > 0 { sum += i }
            print(sum)
            """, prints: "[0, 100, 200]\n18\n")
    }

    @Test func oneSiteMeetingDifferentClassesReadsWritesAndCallsWhatEachDeclares() {
        assertEvaluates("""
            class Shape {
                var width = 1
                var label: String?
                var scale: Double = 1
                func describe() -> String { "shape \\(width)" }
                func grow(by amount: Int = 1, twice: Bool = false) { width += twice ? 2 * amount : amount }
            }
            class Square: Shape {
                override var width: Int {
                    get { super.width * 10 }
                    set { super.width = newValue / 10 }
                }
                override func describe() -> String { "square \\(width)" }
            }
            class Noisy: Shape {
                override var scale: Double { didSet { print("scale \\(oldValue) -> \\(scale)") } }
            }
            let shapes: [Shape] = [Shape(), Square(), Noisy(), Shape()]
            for s in shapes {
                s.grow()
                s.grow(by: 2, twice: true)
                s.scale = 2
                s.label = "L"
                print(s.describe(), s.width, s.scale, s.label ?? "-")
            }
            """, prints: """
            shape 6 6 2.0 L
            square 10 10 2.0 L
            scale 1.0 -> 2.0
            shape 6 6 2.0 L
            shape 6 6 2.0 L

            """)
    }

    @Test func closurePropertiesWeakPropertiesAndInoutArgumentsTakeTheGeneralPath() {
        assertEvaluates("""
            final class Holder {
                var action: () -> String = { "default" }
                weak var friend: Holder?
                func run() -> String { action() }
            }
            let h = Holder()
            var other: Holder? = Holder()
            h.friend = other
            print(h.run(), h.action(), h.friend != nil)
            h.action = { "changed" }
            other = nil
            print(h.run(), h.action(), h.friend == nil)
            final class Counter {
                var count = 0
                func add(_ n: Int) { count += n }
                func bump(_ value: inout Int) { value += count }
            }
            let c = Counter()
            var v = 5
            for i in 0..<4 { c.add(i); c.bump(&v) }
            print(c.count, v)
            """, prints: "default default true\nchanged changed true\n6 15\n")
    }
}
