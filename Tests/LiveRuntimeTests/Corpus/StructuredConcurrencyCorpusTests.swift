import LiveRuntime
import StateLabTestSupport
import Testing

/// Structured concurrency inside `.task`: when SwiftUI cancels a view's
/// task, the cancellation reaches the task's children and ends its loops.
@Suite("Corpus: structured concurrency in .task")
struct StructuredConcurrencyCorpusTests {
    /// Swift Evolution SE-0304, "Structured concurrency" (cancellation
    /// propagates to child tasks of a task group) and Apple's
    /// `task(priority:_:)` (the view's task is cancelled when it
    /// disappears): a group's children started in `.task` are cancelled
    /// with it.
    @Test("a task group's children are cancelled when the view's task is")
    func groupChildrenCancelledWithTheViewTask() {
        let s = Scenario("""
            import SwiftUI
            func fetch(_ name: String, seconds: Int) async -> String {
                do {
                    try await Task.sleep(for: .seconds(seconds))
                    return "\\(name) loaded"
                } catch {
                    return "\\(name) cancelled"
                }
            }
            struct Dashboard: View {
                var body: some View {
                    Text("dashboard")
                        .task {
                            let lines = await withTaskGroup(of: String.self) { group in
                                group.addTask { await fetch("news", seconds: 1) }
                                group.addTask { await fetch("weather", seconds: 5) }
                                var lines: [String] = []
                                for await line in group { lines.append(line) }
                                return lines
                            }
                            print(lines)
                        }
                }
            }
            struct Home: View {
                @State private var showing = true
                var body: some View {
                    VStack {
                        Button("Close") { showing = false }
                        if showing { Dashboard() }
                    }
                }
            }
            """).expectSuccess(":launch Home --single-pass\n:wait 2s")
        #expect(s.printed.isEmpty)
        s.expectSuccess(":tap Close\n:wait 10s")
        #expect(s.printed == [#"["news loaded", "weather cancelled"]"#])
    }

    /// SE-0314, "AsyncStream and AsyncThrowingStream": a consumer whose
    /// task is cancelled leaves its `for await` loop, and `onTermination`
    /// is told `.cancelled` — the pattern for a view listening to a stream
    /// in `.task`.
    @Test("a stream consumed in .task ends when the view disappears")
    func streamLoopEndsOnDisappear() {
        let s = Scenario("""
            import SwiftUI
            final class Ticker {
                let ticks: AsyncStream<Int>
                private let continuation: AsyncStream<Int>.Continuation
                init() {
                    (ticks, continuation) = AsyncStream.makeStream(of: Int.self)
                    continuation.onTermination = { reason in print("ticks ended: \\(reason)") }
                }
                func send(_ n: Int) { continuation.yield(n) }
            }
            let ticker = Ticker()
            struct Clock: View {
                @State private var last = 0
                var body: some View {
                    Text("tick \\(last)")
                        .task {
                            for await n in ticker.ticks { last = n }
                            print("loop ended")
                        }
                }
            }
            struct Screen: View {
                @State private var on = true
                var body: some View {
                    VStack {
                        Button("Hide") { on = false }
                        Button("Send") { ticker.send(3) }
                        if on { Clock() }
                    }
                }
            }
            """).expectSuccess(":launch Screen --single-pass\n:tap Send\n:wait 1s")
        #expect(s.texts.contains("tick 3"))
        s.expectSuccess(":tap Hide\n:wait 1s")
        #expect(s.printed == ["ticks ended: cancelled", "loop ended"])
    }
}
