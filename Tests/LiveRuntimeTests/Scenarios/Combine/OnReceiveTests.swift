import LiveRuntime
import StateLabTestSupport
import Testing

/// `.onReceive` with a timer and with a `@Published` property's publisher;
/// `Task { }` started in `onAppear`, cancelled in `onDisappear`.
@Suite("onReceive and tasks started by hand")
struct OnReceiveTests {
    static let source = """
        import SwiftUI
        final class Clock: ObservableObject { @Published var count = 0 }
        struct Ticker: View {
            @State private var seconds = 0
            @StateObject private var clock = Clock()
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                VStack {
                    Text("\\(seconds) s")
                    Button("Bump") { clock.count += 1 }
                }
                .onReceive(timer) { _ in seconds += 1 }
                .onReceive(clock.$count) { value in print("count \\(value)") }
            }
        }
        struct Root: View {
            @State private var show = true
            var body: some View {
                VStack {
                    if show { Ticker() }
                    Button("Hide") { show = false }
                }
            }
        }
        """

    // Apple documentation, "onReceive(_:perform:)" and "Timer.publish(every:
    // tolerance:on:in:options:)" with autoconnect(): the action runs for
    // each tick while the view is on screen; the @Published property's
    // publisher ($count) sends its current value on subscription, then each
    // new one. Removing the view ends both subscriptions.
    @Test func aTimerTicksOnTheVirtualClockAndAPublishedPropertyPublishes() {
        let s = Scenario(Self.source).expectSuccess(":launch Root --single-pass\n:wait 3s")
        #expect(ControlTexts.all(s.session.viewTree()).contains("3 s"))
        #expect(s.printed == ["count 0"])
        s.expectSuccess(":tap Bump")
        #expect(s.printed == ["count 0", "count 1"])
        s.expectSuccess(":tap Hide\n:wait 5s\n:settle")
        #expect(s.printed == ["count 0", "count 1"])
    }

    // Apple documentation, "Task" (cancel()) and "onDisappear(perform:)": a
    // Task started in onAppear is not tied to the view (L4); cancelling it
    // in onDisappear stops it at its next suspension.
    @Test func aTaskStartedOnAppearIsCancelledOnDisappear() {
        let s = Scenario("""
            import SwiftUI
            struct Poller: View {
                @State private var job: Task<Void, Never>?
                var body: some View {
                    Text("polling")
                        .onAppear {
                            job = Task {
                                while !Task.isCancelled {
                                    print("poll")
                                    try? await Task.sleep(for: .seconds(1))
                                }
                                print("stopped")
                            }
                        }
                        .onDisappear { job?.cancel() }
                }
            }
            struct Root: View {
                @State private var show = true
                var body: some View {
                    VStack {
                        if show { Poller() }
                        Button("Hide") { show = false }
                    }
                }
            }
            """).expectSuccess(":launch Root --single-pass\n:wait 2s\n:tap Hide\n:settle")
        #expect(s.printed == ["poll", "poll", "poll", "stopped"])
    }
}
