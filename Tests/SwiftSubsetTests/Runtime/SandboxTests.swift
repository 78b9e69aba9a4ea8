import Foundation
import SwiftSubset
import StateLabTestSupport
import Testing

@Suite("The sandbox: budgets, interrupts, recovery")
struct SandboxTests {
    @Test func anEndlessLoopIsStoppedWithAClearMessage() {
        let (output, diagnostics) = evaluate("print(\"start\")\nvar n = 0\nwhile true { n += 1 }\n",
                                             options: Interpreter.Options(stepLimit: 10_000))
        #expect(output == "start\n")
        #expect(diagnostics.map(\.message) == ["stopped: more than 10000 steps — is there an endless loop?"])
        #expect(diagnostics.first?.position.line == 3)
    }

    /// Each turn of this loop is a new job on the main actor; the entry's
    /// jobs share its budget, and a resumption costs more than a step, so
    /// it stops as quickly as a loop that never sleeps.
    /// A literal initializer that takes its own type would make every
    /// literal a call of itself: compiled once that way, not without end
    /// (it overflowed the compiler's stack, found by the mutation tests).
    @Test func aLiteralInitializerTakingItsOwnTypeIsNotCompiledWithoutEnd() {
        let source = """
            struct P: ExpressibleByIntegerLiteral, Comparable {
                var v: Int
                init(integerLiteral w: P) { v = 1 }
                static func < (a: P, b: P) -> Bool { a.v < b.v }
            }
            let p: P = 5
            print(3 < p, p.v)
            """
        let (output, diagnostics) = evaluate(source, options: Interpreter.Options(stepLimit: 10_000))
        #expect(output == "false 1\n" || !diagnostics.isEmpty)
    }

    @Test func anEndlessLoopThatSleepsOnEveryTurnIsStoppedToo() {
        let (output, diagnostics) = evaluate(
            "print(\"start\")\nvar turns = 0\nwhile true {\n    turns += 1\n    try? await Task.sleep(for: .seconds(1))\n}\n",
            options: Interpreter.Options(stepLimit: 50_000))
        #expect(output == "start\n")
        #expect(diagnostics.map(\.message) == ["stopped: more than 50000 steps — is there an endless loop?"])
    }

    @Test func aTopLevelEntryMayStillAwaitALongWay() {
        let (output, diagnostics) = evaluate(
            "for i in 1...20 { try? await Task.sleep(for: .seconds(60)) }\nprint(\"an hour later, almost\")\n",
            options: Interpreter.Options(stepLimit: 50_000))
        #expect(diagnostics.isEmpty)
        #expect(output == "an hour later, almost\n")
    }

    @Test func endlessRecursionIsStoppedByTheCallDepthLimit() {
        let (_, diagnostics) = evaluate("func down(_ n: Int) -> Int { down(n + 1) }\nprint(down(0))\n",
                                        options: Interpreter.Options(callDepthLimit: 200))
        #expect(diagnostics.first?.message == "stopped: calls nested more than 200 deep — is there endless recursion?")
    }

    /// A task's body runs on a fiber's stack: recursion there reaches the
    /// default depth limit (in a debug build's large frames too) and is
    /// stopped by it, not by running off the stack.
    @Test func recursionInsideATaskReachesTheDefaultDepthLimit() {
        let (output, diagnostics) = evaluate("""
            func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
            let near = Task { depth(990) }
            print(await near.value)
            func down(_ n: Int) -> Int { down(n + 1) }
            let endless = Task { down(0) }
            _ = await endless.value

            """)
        #expect(output == "990\n")
        #expect(diagnostics.map(\.message) == ["stopped: calls nested more than 1000 deep — is there endless recursion?"])
    }

    @Test func theSessionStaysUsableAfterAnyError() {
        let buffer = OutputBuffer()
        let session = Interpreter(options: Interpreter.Options(stepLimit: 5_000)) { buffer.append($0) }
        _ = session.evaluate("var total = 1\n", file: "a.swift")
        #expect(session.evaluate("while true {}\n", file: "b.swift") != .success)
        #expect(session.evaluate("let xs: [Int] = []\nprint(xs[0])\n", file: "c.swift") != .success)
        #expect(session.evaluate("let broken = \n", file: "d.swift") != .success)
        #expect(session.evaluate("total += 41\nprint(total)\n", file: "e.swift") == .success)
        #expect(buffer.text == "42\n")
    }

    @Test func interruptStopsARunningEvaluation() {
        let session = Interpreter { _ in }
        let interrupter = session.interrupter
        let watcher = Thread {
            Thread.sleep(forTimeInterval: 0.2)
            interrupter.interrupt()
        }
        watcher.start()
        let result = session.evaluate("var n = 0\nwhile true { n &+= 1 }\n", file: "spin.swift")
        guard case .failure(let diagnostics) = result else {
            Issue.record("the loop was not interrupted")
            return
        }
        #expect(diagnostics.first?.message == "interrupted")
    }

    @Test func aTrapEndsTheRunWithoutRunningDefersOrLaterDeinits() {
        let (output, diagnostics) = evaluate("""
            final class Noisy { deinit { print("deinit") } }
            func go() {
                let n = Noisy()
                defer { print("defer") }
                _ = n
                let xs: [Int] = []
                print(xs[1])
            }
            go()
            """)
        #expect(output.isEmpty, "Swift stops the program at the trap: \(output)")
        #expect(diagnostics.first?.message == "Fatal error: Index out of range")
    }
}
